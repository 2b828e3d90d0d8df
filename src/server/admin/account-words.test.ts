import { describe, expect, it } from 'vitest';
import { accountWords, searchTerms } from './account-words';

describe('the words an account is found by', () => {
  it('keeps the name’s words, the whole address and the words of its local part, folded', () => {
    expect(accountWords('  Nusrat JAHAN Rahman ', 'N.Rahman+exams@Example.com')).toEqual(['nusrat', 'jahan', 'rahman', 'n.rahman+exams@example.com', 'n', 'exams']);
    expect(accountWords('Ümit Çelik', 'umit@example.com')).toEqual(['umit', 'celik', 'umit@example.com']);
  });

  it('keeps a Bangla word whole across its vowel signs', () => {
    expect(accountWords('মোহাম্মদ রহমান', 'mr@example.com')).toEqual(['মোহাম্মদ'.normalize('NFKD'), 'রহমান'.normalize('NFKD'), 'mr@example.com', 'mr']);
  });
});

describe('the terms of a search', () => {
  it('splits words, keeps an address whole, and drops punctuation', () => {
    expect(searchTerms('Rahman  nus')).toEqual(['rahman', 'nus']);
    expect(searchTerms('N.Rahman@EXAMPLE')).toEqual(['n.rahman@example']);
    expect(searchTerms('al-amin')).toEqual(['al', 'amin']);
    expect(searchTerms('% _ \\')).toEqual([]);
    expect(searchTerms('রহমা')).toEqual(['রহমা'.normalize('NFKD')]);
  });

  it('uses at most eight distinct terms', () => {
    expect(searchTerms('a b c d e f g h i j a')).toHaveLength(8);
  });
});
