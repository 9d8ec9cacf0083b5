import FeatureKit

/// The feature's demo (`demo characters`): the list, paging, search, filters, a detail and its image.
///
/// It runs with this feature alone, so its preview runs it too.
enum CharactersDemo {
    static let script = DemoScript(
        name: "characters",
        text: """
            # Characters: the list, paging, search, filters, a detail and its image.
            characters
            expect Characters
            expect Page 1 of 3
            next
            next
            expect Page 3 of 3
            prev
            expect Page 2 of 3
            search Smith
            expect Summer Smith
            expect-not Rick Sanchez
            filter status=alive
            expect Beth Smith
            filter status=
            search
            expect Page 1 of 3
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
