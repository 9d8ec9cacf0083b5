/// Where an image's bytes came from.
enum ImageOrigin: String, Hashable, Sendable {
    case network
    case memory
    case disk
}
