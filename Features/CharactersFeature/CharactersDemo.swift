import FeatureKit

/// The feature's demo (`demo characters`): the list, paging, search, filters, a detail and its image.
///
/// It runs with this feature alone, so its preview runs it too.
enum CharactersDemo {
    static let script = DemoScript(
        name: "characters",
        text: """
            # Characters: the list, paging, search, filters, a detail and its image. Expects no counts, only what
            # every compatible server has (the sample, --dataset with the full snapshot, the live API).
            characters
            expect Characters
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
            """
    )
}
