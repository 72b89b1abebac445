/** Stars earned on a puzzle, as symbols with a text equivalent (never the symbols alone). */
export function Stars({ stars, solved }: { readonly stars: number; readonly solved: boolean }) {
  if (!solved) return <span class="pz-stars pz-stars--none">Not solved yet</span>;
  return (
    <span class="pz-stars" role="img" aria-label={`Solved, ${stars} of 3 stars`}>
      <span aria-hidden="true">{'★'.repeat(stars)}{'☆'.repeat(3 - stars)}</span>
    </span>
  );
}
