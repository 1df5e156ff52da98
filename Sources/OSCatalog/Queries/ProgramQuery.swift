extension Catalog {
    /// The developer programs in reading order; only those still open to members when
    /// `activeOnly` is set (`oscat programs --active`).
    public func programs(activeOnly: Bool) -> [DeveloperProgram] {
        activeOnly ? programs.filter { $0.status == .active } : programs
    }
}
