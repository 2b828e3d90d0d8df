// The rule lives in contracts, so the studio's lesson editor previews exactly what the player will embed.
export { videoEmbed } from '../../contracts/video-embed';
