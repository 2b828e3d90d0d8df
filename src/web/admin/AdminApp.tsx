export default function AdminApp() {
  return <div>admin</div>;
}
