/// The `Cache-Control` directives of a response that a private cache acts on (RFC 9111 section 5.2.2).
///
/// Read defensively: unknown directives are ignored, and so is a known one with a malformed value; the first of a
/// repeated directive counts; a number past 2^31 seconds counts as 2^31 (RFC 9111 section 1.2.2). A qualified
/// `no-cache="field"` names header fields a cache keeps none of, so it is ignored.
public struct CacheControl: Sendable, Hashable {
    /// The largest number of seconds a delta-seconds value counts as.
    public static let maximumSeconds = 2_147_483_648

    /// `max-age=N`: the answer is fresh for N seconds after it was generated; nil when absent.
    public var maxAge: Int?
    /// `no-cache`: the answer may be stored, but must be confirmed with the server before each use.
    public var noCache: Bool
    /// `no-store`: the answer must not be stored at all.
    public var noStore: Bool
    /// `immutable` (RFC 8246): the answer never changes while fresh, so a reload need not ask about it.
    public var immutable: Bool

    /// Creates directives; none unless told otherwise.
    public init(maxAge: Int? = nil, noCache: Bool = false, noStore: Bool = false, immutable: Bool = false) {
        self.maxAge = maxAge
        self.noCache = noCache
        self.noStore = noStore
        self.immutable = immutable
    }

    /// The directives of a `Cache-Control` value (several field lines joined by commas); nil reads as none.
    public init(parsing value: String?) {
        self.init()
        var seen: Set<String> = []
        for directive in Self.directives(in: value ?? "") where seen.insert(directive.name).inserted {
            switch (directive.name, directive.argument) {
            case ("max-age", let argument?): maxAge = Self.deltaSeconds(argument)
            case ("no-cache", nil): noCache = true
            case ("no-store", _): noStore = true
            case ("immutable", _): immutable = true
            default: break
            }
        }
    }

    /// A delta-seconds value (`max-age`'s argument, an `Age` field): digits only, at most `maximumSeconds`.
    public static func deltaSeconds(_ text: some StringProtocol) -> Int? {
        let digits = text.trimming { $0 == " " || $0 == "\t" || $0 == "\"" }
        guard !digits.isEmpty, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        guard digits.utf8.count <= 10, let seconds = Int(digits) else { return maximumSeconds }
        return min(seconds, maximumSeconds)
    }

    // The comma-separated directives, names lower-cased; a comma inside a quoted argument separates nothing.
    private static func directives(in value: String) -> [(name: String, argument: Substring?)] {
        var parts: [Substring] = []
        var start = value.startIndex
        var isQuoted = false
        var isEscaped = false
        for index in value.indices {
            let character = value[index]
            if isEscaped {
                isEscaped = false
            } else if isQuoted, character == "\\" {
                isEscaped = true
            } else if character == "\"" {
                isQuoted.toggle()
            } else if character == ",", !isQuoted {
                parts.append(value[start..<index])
                start = value.index(after: index)
            }
        }
        parts.append(value[start...])
        return parts.compactMap { part in
            let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = pair[0].trimming { $0 == " " || $0 == "\t" }.lowercased()
            return name.isEmpty ? nil : (name, pair.count == 2 ? pair[1] : nil)
        }
    }
}

extension StringProtocol {
    // The text without the characters `isTrimmed` accepts at either end.
    fileprivate func trimming(_ isTrimmed: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !isTrimmed($0) }), let last = lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        return String(self[first...last])
    }
}
