/// The `page` query value as the server reads it: `(req.query.page > 0 && req.query.page) || 1`.
struct PageNumber: Equatable {
    /// The records on one page.
    static let size = 20

    /// `Number(page)`, used for skipping and comparing with the page count (`1.5` stays 1.5).
    let value: Double
    /// `parseInt(page)`, used to build the next and previous page URLs (`1e1` gives 1).
    let integerPart: Double

    /// Reads `page`; missing, zero, negative, non-numeric or repeated values all mean page 1.
    init(_ page: QueryParameters.Value?) {
        let raw = page?.javaScriptString ?? ""
        let number = JavaScriptNumber.number(raw)
        if page != nil, number > 0 {
            value = number
            integerPart = JavaScriptNumber.parseInt(raw)
        } else {
            value = 1
            integerPart = 1
        }
    }

    /// How many matching records come before this page: `page * 20 - 20`, rounded down, never negative.
    var skip: Int {
        let skip = (value * Double(Self.size) - Double(Self.size)).rounded(.down)
        guard skip > 0 else { return 0 }
        return skip < Double(Int.max / 2) ? Int(skip) : Int.max / 2
    }
}
