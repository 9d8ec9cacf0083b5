import FeatureData

/// An episode as another resource's screens show it (a character's episodes, the episodes watched): its code and
/// name; the episodes feature shows the rest.
///
/// It reads the API's episode object as it comes (other keys are ignored), so it is its own record and model.
public struct EpisodeSummary: IdentifiedDTO, DomainConvertible, Identifiable, Hashable {
    /// The episode's id.
    public let id: Int
    /// The title, such as "Pilot".
    public let name: String
    /// The code, such as `S01E01`, with its season and number.
    public let code: EpisodeCode

    private enum CodingKeys: String, CodingKey {
        case id, name
        case code = "episode"
    }

    /// Creates a summary.
    public init(id: Int, name: String, code: EpisodeCode) {
        self.id = id
        self.name = name
        self.code = code
    }

    /// The summary itself: the record is the model.
    public func toDomain() -> EpisodeSummary {
        self
    }
}
