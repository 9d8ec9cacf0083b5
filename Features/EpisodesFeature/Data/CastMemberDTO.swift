import FeatureData

/// The few fields of the API's character object an episode's cast needs; other keys are ignored.
///
/// The feature reads characters itself (rather than through the characters feature) so that it runs alone with
/// only its own assembly.
struct CastMemberDTO: IdentifiedDTO {
    let id: Int
    let name: String
    let status: String
    let species: String
}
