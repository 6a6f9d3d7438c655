// RUN: mlir-opt -split-input-file --pass-pipeline='builtin.module(builtin.module(remove-dead-values))' %s

// remove-dead-values on a nested module: its public and nested functions
// may be called from outside; private ones may not.

module {
  module @a {
    func.func private @f(%x: i32, %y: i32) -> (i32, i32) {
      return %x, %y : i32, i32
    }
    func.func nested @g(%x: i32, %y: i32) -> i32 {
      return %x : i32
    }
    func.func @use(%v: i32) -> i32 {
      %r:2 = func.call @f(%v, %v) : (i32, i32) -> (i32, i32)
      %s = func.call @g(%v, %v) : (i32, i32) -> i32
      return %r#0 : i32
    }
  }
  func.func private @top(%x: i32) -> i32 {
    return %x : i32
  }
}

