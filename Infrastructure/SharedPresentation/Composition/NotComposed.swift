/// The failure of a part's load the kit has not filled in: parts declared by a feature load once it is composed.
struct NotComposed: Error, CustomStringConvertible {
    let part: String

    var description: String {
        "the \(part) was declared but not composed: its loads are the kit's (FeatureParts)"
    }
}
