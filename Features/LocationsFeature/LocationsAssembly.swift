import APIVocabulary
import FeatureKit
import SharedPresentation

/// The locations feature: the list (paged, narrowed by name, type and dimension) and a location's detail with its
/// residents, each opening the character.
public struct LocationsAssembly: FeatureAssembly {
    /// Its parts: the API's locations read as `LocationDTO`, their rows, fields and residents.
    public static let parts = FeatureParts.listDetail(
        of: .api(.location, as: LocationDTO.self),
        list: ListScreenParts(summary: "one page of locations, narrowed by name, type or dimension"),
        detail: DetailScreenParts(
            summary: "one location's detail with its residents",
            related: [.characters("Residents", ids: \.residentIDs)]),
        demo: """
            # Locations: the list, a filter by type, a location and its residents.
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
            """)
}
