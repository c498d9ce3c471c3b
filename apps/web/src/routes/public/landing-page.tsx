export default function LandingPage() {
  return <div>Acolher</div>;
}
