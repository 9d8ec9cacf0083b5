/// The ANSI styles the text renderer uses; applied only when colour is on.
enum TextStyle: String {
    case bold = "1"
    case dim = "2"
    case red = "31"
    case yellow = "33"
    case cyan = "36"

    func apply(to text: String, when enabled: Bool) -> String {
        enabled ? "\u{1B}[\(rawValue)m\(text)\u{1B}[0m" : text
    }
}
