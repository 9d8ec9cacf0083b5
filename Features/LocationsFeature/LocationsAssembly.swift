import FeatureKit

/// The locations feature: the list (paged, narrowed by name, type and dimension) and a location's detail with its
/// residents, each opening the character.
public struct LocationsAssembly: DeclaredFeature {
    /// The values of the App's options; the feature declares none.
    public let settings: FeatureSettings
    /// Creates the assembly.
    public init(settings: FeatureSettings = FeatureSettings()) { self.settings = settings }

    /// Its parts: the API's locations read as `LocationDTO`, their rows, fields and residents.
    public static let parts = FeatureParts.listDetail(
        of: .location, as: LocationDTO.self,
        list: ListDeclaration(
            "locations", summary: "one page of locations, narrowed by name, type or dimension",
            noun: LocationsStrings.noun, filters: LocationFilters.rules, row: \.row),
        detail: DetailDeclaration(
            summary: "one location's detail with its residents", title: \.name, fields: \.fields,
            values: \.screenValues,
            related: [
                .section(
                    LocationsStrings.residentsTitle, of: .character, as: ResidentDTO.self, ids: \.residentIDs,
                    opens: .character, row: \.row)
            ]),
        demos: [LocationsDemo.script])
}
