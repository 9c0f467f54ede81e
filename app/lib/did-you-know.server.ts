// The Did You Know card's data for any loader: a random active fact (the service sanitizes it),
// or spec §8's 'Failed to load fact' (the card then shows 'No facts available at the moment').
import type { Services } from "#server/services/services.server";
import type { DidYouKnowState } from "~/components/did-you-know-card";

export async function loadDidYouKnow(services: Pick<Services, "facts">): Promise<DidYouKnowState> {
  const { fact, error } = await services.facts.randomActiveOrError();
  return {
    fact: fact ? { id: fact.id, title: fact.title, content: fact.content } : null,
    error,
  };
}
