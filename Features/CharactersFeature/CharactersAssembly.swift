import APIVocabulary
import FeatureKit
import SharedPresentation

/// The characters feature: the list (paged, narrowed by name, status, species, type and gender, with avatars when
/// asked for), a character's detail with its avatar, its episodes and its places, and `--failure-rate` for demos.
public struct CharactersAssembly: FeatureAssembly {
    /// Its parts: the API's characters read as `CharacterDTO`, their rows, fields, episodes, places and avatars.
    public static let parts = FeatureParts.listDetail(
        of: .api(.character, as: CharacterDTO.self),
        list: ListScreenParts(summary: "one page of characters, narrowed by filters"),
        detail: DetailScreenParts(
            summary: "one character's detail",
            related: [.episodes("Episodes", ids: \.episodeIDs)],
            links: [
                DetailLink("origin", opens: .location) { $0.origin.id },
                DetailLink("location", opens: .location) { $0.location.id },
            ]),
        image: FeatureImages(
            summary: "a character's image: its detail, then its avatar", endpoint: { .avatar(characterID: $0) },
            decorate: FailureSimulatingImageLoader.decorating,
            addition: ImageAddition(failureText: CharactersStrings.message(for:))),
        options: [FailureSimulatingImageLoader.failureRate, FailureSimulatingImageLoader.failureSeed],
        demo: """
            # Characters: the list, paging, search, filters, a detail and its image. Expects no counts, only what
            # every compatible server has (the sample, --dataset with the full snapshot, the live API).
            expect Page 1 of
            next
            next
            expect Page 3 of
            prev
            expect Page 2 of
            search Smith
            expect Summer Smith
            expect-not Rick Sanchez
            filter status=alive
            expect Beth Smith
            filter status=
            search
            expect Page 1 of
            open 1
            expect Rick Sanchez
            expect S01E01 · Pilot
            image 1
            expect loaded
            back
            expect Characters
            """)
}
