/// One list page as the API sends it: `info` and the locations.
struct LocationPageDTO: Decodable, Sendable {
    struct Info: Decodable, Sendable {
        let count: Int
        let pages: Int
    }

    let info: Info
    let results: [LocationDTO]
}
