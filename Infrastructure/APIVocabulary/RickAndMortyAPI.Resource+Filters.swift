import FeatureDomain
import Networking

extension RickAndMortyAPI.Resource {
    /// What the API narrows the resource's lists by, as it documents them: characters by name, status, species, type
    /// and gender, episodes by name and code (`episode`), locations by name, type and dimension.
    ///
    /// The API matches each as a case-insensitive part of the value. It documents the statuses and genders it has;
    /// another server may have more, so those filters are open.
    public var filters: ListFilterRules {
        switch self {
        case .character:
            ListFilterRules(keys: [
                .name, ListFilterKey("status", placeholder: "S", choices: ["alive", "dead", "unknown"], isOpen: true),
                ListFilterKey("species", placeholder: "S"), ListFilterKey("type", placeholder: "T"),
                ListFilterKey(
                    "gender", placeholder: "G", choices: ["female", "male", "genderless", "unknown"], isOpen: true),
            ])
        case .episode: ListFilterRules(keys: [.name, ListFilterKey("episode", placeholder: "C")])
        case .location:
            ListFilterRules(keys: [
                .name, ListFilterKey("type", placeholder: "T"), ListFilterKey("dimension", placeholder: "D"),
            ])
        }
    }
}
