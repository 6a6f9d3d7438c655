// RUN: mlir-opt -allow-unregistered-dialect %s -inline='default-pipeline=' -split-input-file

// Inlining alone: multi-block callees, regions, affine legality.
func.func @func_with_multi_return(%a : i1) -> (i32) {
  cf.cond_br %a, ^bb1, ^bb2
^bb1:
  %const_0 = arith.constant 0 : i32
  return %const_0 : i32
^bb2:
  %const_55 = arith.constant 55 : i32
  return %const_55 : i32
}
func.func @inline_with_multi_return() -> i32 {
  %false = arith.constant false
  %x = call @func_with_multi_return(%false) : (i1) -> i32
  return %x : i32
}
func.func @func_with_locations(%c : i32) -> i32 {
  %b = arith.addi %c, %c : i32 loc("mysource.cc":10:8)
  return %b : i32 loc("mysource.cc":11:2)
}
func.func @inline_with_locations(%arg0 : i32) -> i32 {
  %0 = call @func_with_locations(%arg0) : (i32) -> i32 loc("mysource.cc":55:14)
  return %0 : i32
}
func.func @func_with_callsite_loc(%c : i32) -> i32 {
  %b = arith.addi %c, %c : i32 loc(callsite("a.cc":1:1 at "b.cc":2:2))
  return %b : i32 loc(unknown)
}
func.func @inline_callsite(%arg0 : i32) -> i32 {
  %0 = call @func_with_callsite_loc(%arg0) : (i32) -> i32 loc("c.cc":3:3)
  %1 = call @func_with_callsite_loc(%0) : (i32) -> i32 loc(unknown)
  return %1 : i32
}
func.func @multi_into_scf(%c: i1, %a : i1) -> i32 {
  %0 = scf.if %c -> i32 {
    %x = func.call @func_with_multi_return(%a) : (i1) -> i32
    scf.yield %x : i32
  } else {
    %y = arith.constant 1 : i32
    scf.yield %y : i32
  }
  return %0 : i32
}
func.func @indirect() -> i32 {
  %f = constant @func_with_multi_return : (i1) -> i32
  %t = arith.constant true
  %0 = call_indirect %f(%t) : (i1) -> i32
  return %0 : i32
}

// -----

func.func @func_with_affine_ops(%N: index) {
  %c = arith.constant 200 : index
  affine.for %i = 1 to 10 {
    affine.if affine_set<(i)[N] : (i - 2 >= 0, 4 - i >= 0)>(%i)[%c]  {
      %w = affine.apply affine_map<(d0,d1)[s0] -> (d0+d1+s0)> (%i, %i) [%N]
    }
  }
  return
}
func.func @inline_with_affine_ops() {
  %c = arith.constant 1 : index
  call @func_with_affine_ops(%c) : (index) -> ()
  return
}
func.func @not_inline_in_affine_op() {
  %c = arith.constant 1 : index
  affine.for %i = 1 to 10 {
    func.call @func_with_affine_ops(%c) : (index) -> ()
  }
  return
}
// -----
func.func @func_with_invalid_nested_op() {
  affine.for %i = 1 to 10 {
    "foo.opaque"() : () -> ()
  }
  return
}
func.func @not_inline_invalid_nest_op() {
  call @func_with_invalid_nested_op() : () -> ()
  return
}
// -----
func.func @func_noop() {
  return
}
func.func @inline_into_affine_ops() {
  affine.for %i = 1 to 10 {
    func.call @func_noop() : () -> ()
  }
  return
}
// -----
func.func @func_dim(%arg0: index, %arg1: memref<?xf32>) {
  affine.load %arg1[%arg0] : memref<?xf32>
  return
}
func.func @inline_dimension(%arg0: memref<?xf32>) {
  affine.for %i = 1 to 42 {
    func.call @func_dim(%i, %arg0) : (index, memref<?xf32>) -> ()
  }
  return
}
// -----
func.func @func_vector_dim(%arg0: index, %arg1: memref<32xf32>) {
  affine.vector_load %arg1[%arg0] : memref<32xf32>, vector<4xf32>
  return
}
func.func @inline_dimension_vector(%arg0: memref<32xf32>) {
  affine.for %i = 1 to 42 {
    func.call @func_vector_dim(%i, %arg0) : (index, memref<32xf32>) -> ()
  }
  return
}
// -----
func.func private @get_index() -> index
func.func @func_top_level(%arg0: memref<?xf32>) {
  %0 = call @get_index() : () -> index
  affine.load %arg0[%0] : memref<?xf32>
  return
}
func.func @no_inline_not_top_level(%arg0: memref<?xf32>) {
  affine.for %i = 1 to 42 {
    func.call @func_top_level(%arg0) : (memref<?xf32>) -> ()
  }
  return
}
// -----
func.func @sym(%arg0: index, %arg1: memref<?xf32>) {
  %c = arith.constant 3 : index
  %f = arith.constant 1.0 : f32
  affine.store %f, %arg1[%arg0 + %c] : memref<?xf32>
  return
}
func.func @sym_caller(%arg0: memref<?xf32>, %n: index) {
  affine.for %i = 1 to 42 {
    func.call @sym(%i, %arg0) : (index, memref<?xf32>) -> ()
    func.call @sym(%n, %arg0) : (index, memref<?xf32>) -> ()
  }
  return
}
