/// The `page` query value as the server reads it: `(req.query.page > 0 && req.query.page) || 1`.
struct PageNumber: Equatable {
    static let size = 20

    // `Number(page)` skips and compares with the page count (1.5 stays 1.5); `parseInt(page)` builds the paging URLs.
    let value: Double
    let integerPart: Double

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

    var skip: Int {
        let skip = (value * Double(Self.size) - Double(Self.size)).rounded(.down)
        guard skip > 0 else { return 0 }
        return skip < Double(Int.max / 2) ? Int(skip) : Int.max / 2
    }
}
