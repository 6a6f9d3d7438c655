// RUN: mlir-opt -allow-unregistered-dialect %s -symbol-dce -split-input-file

// Dead private and nested symbols of a hidden table go; public ones and
// the ones something live refers to stay.
module attributes {test.simple} {
  func.func private @dead_private_function()
  func.func nested @dead_nested_function()
  func.func private @live_private_function()
  func.func nested @live_nested_function()
  func.func @public_function() {
    "foo.return"() {uses = [@live_private_function, @live_nested_function]} : () -> ()
  }
  memref.global "private" @dead_global : memref<2xf32>
  memref.global @public_global : memref<2xf32>
}

// -----

// Nested symbol tables: uses through nested references keep their path.
module attributes {test.nested} {
  module @public_module {
    func.func nested @dead_nested_function()
    func.func private @private_function()
    func.func nested @nested_function() {
      "foo.return"() {uses = [@private_function]} : () -> ()
    }
  }
  module @dead_private_module attributes {sym_visibility = "private"} {
    func.func @inner() {
      return
    }
  }
  "live.user"() {uses = [@public_module::@nested_function]} : () -> ()
}

// -----

// Calls keep their callees; recursion alone does not.
module {
  func.func private @callee(%a: i32) -> i32 {
    return %a : i32
  }
  func.func private @self_recursive() {
    func.call @self_recursive() : () -> ()
    return
  }
  func.func @caller(%a: i32) -> i32 {
    %0 = func.call @callee(%a) : (i32) -> i32
    return %0 : i32
  }
}

// -----

// Unknown references are fine; a symbol table without a module is not
// needed for uses nested in regions of other ops.
module {
  func.func private @dead_private_function()
  func.func private @live_private_function()
  "live.user"() {uses = [@live_private_function]} : () -> ()
  "live.user"() {uses = [@unknown_symbol]} : () -> ()
  "test.region"() ({
    "live.user"() {uses = {nested = [@live_private_function]}} : () -> ()
    "test.end"() : () -> ()
  }, {
  }) : () -> ()
}
