// ARGS: --mlir-disable-threading --pass-pipeline=builtin.module(builtin.module(remove-dead-values))

// Nested modules analyzed in place: their nested functions may be called
// from outside.

module {
  module @a {
    func.func nested @f(%x: i32, %y: i32) -> i32 {
      %z = arith.addi %x, %x : i32
      return %z : i32
    }
    func.func @g(%x: i32) {
      %r = func.call @f(%x, %x) : (i32, i32) -> i32
      return
    }
  }
  module @b {
    func.func nested @f(%x: i32, %y: i32) -> i32 {
      %z = arith.addi %x, %x : i32
      return %z : i32
    }
    func.func @g(%x: i32) {
      %r = func.call @f(%x, %x) : (i32, i32) -> i32
      return
    }
  }
}
