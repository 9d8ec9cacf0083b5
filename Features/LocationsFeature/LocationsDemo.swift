import FeatureKit

/// The feature's demo (`demo locations`): the list, a filter, a location's residents.
///
/// It runs with this feature alone, so its preview runs it too, and expects only what every compatible server
/// has (the sample, `--dataset` with the full snapshot, the live API).
enum LocationsDemo {
    static let script = DemoScript(
        name: "locations",
        text: """
            # Locations: the list, a filter by type, a location and its residents.
            locations
            expect Locations
            expect Page 1 of
            expect Earth (C-137)
            filter type=Planet
            expect type: Planet
            expect-not Citadel of Ricks
            filter type=
            location 1
            expect Earth (C-137)
            expect Dimension C-137
            expect Residents
            """
    )
}
