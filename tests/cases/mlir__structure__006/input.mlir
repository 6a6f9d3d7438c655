
module {
  module @nested {
  }
}
