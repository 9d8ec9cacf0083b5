import FeatureDomain

/// Everything a screen shows, as plain values: the App renders it as text or JSON, tests compare it.
public struct ScreenSnapshot: Hashable, Sendable, Codable {
    /// Where the screen's content stands.
    public enum Status: Hashable, Sendable, Codable {
        /// Nothing loaded yet, nothing loading.
        case idle
        /// A load is in flight.
        case loading
        /// The content is shown.
        case loaded
        /// The last load failed; `message` is user-facing, `canRetry` says whether `retry` is offered, `kind` names
        /// the failure for programs (`notFound`, `unreachable`, ...) and `url` is the address it concerns, if any.
        case failed(message: String, canRetry: Bool, kind: String = "failure", url: String? = nil)
    }

    /// One labelled value, such as "Status: Alive".
    public struct Field: Hashable, Sendable, Codable {
        /// The label, such as "Status".
        public var label: String
        /// The value, such as "Alive".
        public var value: String
        /// Where the value leads when it names another screen (a character's origin, its location); nil otherwise.
        public var route: AppRoute? = nil

        private enum CodingKeys: String, CodingKey {
            case label, value
        }

        /// Creates a field.
        public init(label: String, value: String, route: AppRoute? = nil) {
            self.label = label
            self.value = value
            self.route = route
        }
    }

    /// One line of a section, optionally openable by its id.
    public struct Row: Hashable, Sendable, Codable {
        /// The id `open ID` takes for this row, when it can be opened.
        public var id: Int?
        /// The main text, such as a character's name.
        public var title: String
        /// Secondary text, such as "Alive · Human".
        public var detail: String?
        /// The row's item as data, for `--json`: typed fields such as `name`, `status`, `episodes`.
        public var values: [String: ScreenValue]
        /// The screen `open ID` shows for this row (a UI's link); nil when the row opens nothing.
        public var route: AppRoute?

        /// Creates a row.
        public init(
            id: Int?, title: String, detail: String? = nil, values: [String: ScreenValue] = [:], route: AppRoute? = nil
        ) {
            self.id = id
            self.title = title
            self.detail = detail
            self.values = values
            self.route = route
        }
    }

    /// Which page of a list the screen shows.
    public struct Page: Hashable, Sendable, Codable {
        /// The 1-based page number (the last page loaded, for a list that grows).
        public var number: Int
        /// How many pages the list has.
        public var pages: Int
        /// How many items the list has in all pages (the API's `info.count`).
        public var items: Int
        /// The number of the next page, nil on the last.
        public var next: Int?
        /// The number of the previous page, nil on the first.
        public var prev: Int?

        /// Creates a page; the next and previous pages follow from the number and the count.
        public init(number: Int, pages: Int, items: Int) {
            self.number = number
            self.pages = pages
            self.items = items
            next = number < pages ? number + 1 : nil
            prev = number > 1 ? number - 1 : nil
        }
    }

    /// What a list screen was asked for: its page, its filters and its name search.
    public struct Query: Hashable, Sendable, Codable {
        /// The 1-based page asked for.
        public var page: Int
        /// Every filter, by key (the search among them, as `name`).
        public var filters: [String: String]
        /// The name search, nil when there is none.
        public var search: String?
        /// The filter key `search` sets (a search box's name), nil when the list has no search.
        public var searchKey: String? = nil

        private enum CodingKeys: String, CodingKey {
            case page, filters, search
        }

        /// Creates a query.
        public init(page: Int, filters: [String: String] = [:], search: String? = nil, searchKey: String? = nil) {
            self.page = page
            self.filters = filters
            self.search = search
            self.searchKey = searchKey
        }
    }

    /// A titled group of rows, such as a page of characters or an episode's cast.
    public struct Section: Hashable, Sendable, Codable {
        /// The heading, such as "Season 1"; nil for an untitled list.
        public var title: String?
        /// The rows loaded, in display order.
        public var rows: [Row]
        /// Shown when `rows` is empty, such as "No characters match".
        public var emptyMessage: String?
        /// How many more rows there are beyond `rows`, not loaded until `more` (or `--all`); 0 when `rows` is all.
        public var hiddenRows: Int

        /// Creates a section.
        public init(title: String?, rows: [Row], emptyMessage: String? = nil, hiddenRows: Int = 0) {
            self.title = title
            self.rows = rows
            self.emptyMessage = emptyMessage
            self.hiddenRows = hiddenRows
        }
    }

    /// A command the screen offers now, and whether it can run.
    public struct Action: Hashable, Sendable, Codable {
        /// The script verb, such as "next".
        public var name: String
        /// False when the command is offered but cannot run now (last page, loading).
        public var isEnabled: Bool

        /// Creates an action.
        public init(name: String, isEnabled: Bool) {
            self.name = name
            self.isEnabled = isEnabled
        }
    }

    /// The screen's heading, such as "Characters".
    public var title: String
    /// A line under the heading, such as "Page 2 of 42".
    public var subtitle: String?
    /// Loading, loaded or failed.
    public var status: Status
    /// Short user-facing notes, such as "Offline: showing saved data".
    public var notices: [String]
    /// Labelled values (a detail's attributes).
    public var fields: [Field]
    /// Lists (a page of items, a cast, seasons).
    public var sections: [Section]
    /// The commands offered now.
    public var actions: [Action]
    /// The id of the item a detail screen shows; nil for a list.
    public var itemID: Int?
    /// The page a list screen shows; nil for a detail.
    public var page: Page?
    /// What a list screen was asked for; nil for a detail.
    public var query: Query?
    /// The shown item as data (a detail's typed fields), for `--json`.
    public var values: [String: ScreenValue]
    /// Where the shown data (or the failure's answer) came from; nil when nothing was loaded.
    public var source: DataSource?
    /// A detail's item as the server sent it (every field, spelled and cased as the API gives it), for `--json`.
    public var record: ScreenValue?

    /// Creates a snapshot.
    public init(
        title: String,
        subtitle: String? = nil,
        status: Status,
        notices: [String] = [],
        fields: [Field] = [],
        sections: [Section] = [],
        actions: [Action] = [],
        itemID: Int? = nil,
        page: Page? = nil,
        query: Query? = nil,
        values: [String: ScreenValue] = [:],
        source: DataSource? = nil,
        record: ScreenValue? = nil
    ) {
        self.query = query
        self.title = title
        self.subtitle = subtitle
        self.status = status
        self.notices = notices
        self.fields = fields
        self.sections = sections
        self.actions = actions
        self.itemID = itemID
        self.page = page
        self.values = values
        self.source = source
        self.record = record
    }
}
