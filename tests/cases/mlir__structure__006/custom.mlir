module {
  module @nested {
  }
}

