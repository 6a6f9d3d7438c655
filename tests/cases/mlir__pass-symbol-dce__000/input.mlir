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

