/// The one reader of the id at the end of an API resource URL (`https://host/api/episode/28` is 28).
public enum ResourceID {
    /// The positive id `url` ends with; nil when its last path component is not one (an empty URL, say).
    public static func id(from url: String) -> Int? {
        guard let last = url.split(separator: "/").last, last.allSatisfy({ $0.isASCII && $0.isNumber }),
            let id = Int(last), id > 0
        else { return nil }
        return id
    }
}
