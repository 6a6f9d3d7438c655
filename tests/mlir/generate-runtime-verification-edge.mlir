// RUN: mlir-opt -generate-runtime-verification -split-input-file %s

// Constant indices: the bounds checks fold, to a constant condition when
// every index is known.
func.func @constant_indices(%m: memref<4x8xf32>, %t: tensor<?x3xf32>, %i: index) -> (f32, f32) {
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %c2 = arith.constant 2 : index
  %a = memref.load %m[%c1, %c2] : memref<4x8xf32>
  %b = memref.load %m[%c1, %c9] : memref<4x8xf32>
  memref.store %a, %m[%i, %c2] : memref<4x8xf32>
  %e = tensor.extract %t[%c1, %c2] : tensor<?x3xf32>
  %f = tensor.extract %t[%i, %i] : tensor<?x3xf32>
  return %a, %e : f32, f32
}

// -----

// Sizes fold to what made the memref or tensor: alloc operands, the source
// of a cast (folded in place), tensor.empty operands.
func.func @folded_sizes(%n: index, %i: index, %u: memref<?xf32>, %v: f32) {
  %m = memref.alloc(%n) : memref<?x4xf32>
  %x = memref.load %m[%i, %i] : memref<?x4xf32>
  %c = memref.cast %u : memref<?xf32> to memref<?xf32>
  %cast = memref.cast %m : memref<?x4xf32> to memref<?x?xf32>
  %y = memref.load %cast[%i, %i] : memref<?x?xf32>
  %sv = memref.subview %m[0, 0] [%n, 2] [1, 1] : memref<?x4xf32> to memref<?x2xf32, strided<[4, 1]>>
  %z = memref.load %sv[%i, %i] : memref<?x2xf32, strided<[4, 1]>>
  %t = tensor.empty(%n) : tensor<?x5xf32>
  %w = tensor.extract %t[%i, %i] : tensor<?x5xf32>
  %t2 = tensor.insert %v into %t[%i, %i] : tensor<?x5xf32>
  %rank0 = memref.alloca() : memref<f32>
  %r0 = memref.load %rank0[] : memref<f32>
  memref.store %r0, %rank0[] : memref<f32>
  %t0 = tensor.empty() : tensor<f32>
  %e0 = tensor.extract %t0[] : tensor<f32>
  return
}

// -----

// Ops in nested regions, named results, results of multi-result ops and
// an op with a region (printed `{...}`).
func.func @nested(%m: memref<?x?xf32>, %n: index, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %v) -> (f32) {
    %x = memref.load %m[%i, %sizes#1] : memref<?x?xf32>
    %s = arith.addf %acc, %x : f32
    scf.yield %s : f32
  }
  affine.for %j = 0 to 10 {
    memref.store %r, %m[%j, %j] : memref<?x?xf32>
  }
  %g = memref.generic_atomic_rmw %m[%c0, %n] : memref<?x?xf32> {
  ^bb0(%cur: f32):
    %s = arith.addf %cur, %v : f32
    memref.atomic_yield %s : f32
  }
  %n_is_zero = arith.cmpi eq, %n, %c0 : index
  %h = scf.if %n_is_zero -> (f32) {
    %d = memref.dim %m, %n : memref<?x?xf32>
    %z = memref.load %m[%d, %d] : memref<?x?xf32>
    scf.yield %z : f32
  } else {
    scf.yield %g : f32
  }
  return %h : f32
}

// -----

// Locations of every kind, attributes (a large one elided) and strings
// that need escaping in the message.
#loc = loc("outer.mlir":3:4)
func.func @locations(%m: memref<?xf32>, %i: index) {
  %a = memref.load %m[%i] : memref<?xf32> loc("named"("file.mlir":1:2))
  %b = memref.load %m[%i] : memref<?xf32> loc(callsite("callee.mlir":5:6 at "caller.mlir":7:8))
  %c = memref.load %m[%i] : memref<?xf32> loc(fused["a.mlir":1:1, "b.mlir":2:2])
  %d = memref.load %m[%i] : memref<?xf32> loc(unknown)
  %e = memref.load %m[%i] : memref<?xf32> loc(#loc)
  %f = memref.load %m[%i] {nontemporal = true, note = "say \"hi\"\n\ttab"} : memref<?xf32>
  %g = memref.load %m[%i] {big = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]> : tensor<17xi32>, small = dense<[1, 2]> : tensor<2xi32>} : memref<?xf32>
  %h = memref.load %m[%i] : memref<?xf32> loc(fused<"meta">["a.mlir":1:1])
  return
}

// -----

// Casts: layouts from affine maps, memory spaces, unranked results and
// dynamic to static strides and offsets.
func.func @casts(%a: memref<?x?xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 + 3)>>, %b: memref<*xf32, 1>, %c: memref<?x4xf32, strided<[?, ?], offset: ?>>, %d: memref<4x?xf32>) {
  %0 = memref.cast %a : memref<?x?xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 + 3)>> to memref<2x?xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 + 3)>>
  %1 = memref.cast %b : memref<*xf32, 1> to memref<3x?xf32, strided<[?, 1], offset: 5>, 1>
  %2 = memref.cast %c : memref<?x4xf32, strided<[?, ?], offset: ?>> to memref<?x4xf32, strided<[4, 1], offset: 0>>
  %3 = memref.cast %d : memref<4x?xf32> to memref<*xf32>
  %5 = memref.cast %d : memref<4x?xf32> to memref<?x?xf32>
  %6 = memref.cast %b : memref<*xf32, 1> to memref<f32, 1>
  %t = tensor.empty() : tensor<2x3xf32>
  %7 = tensor.cast %t : tensor<2x3xf32> to tensor<*xf32>
  %8 = tensor.cast %7 : tensor<*xf32> to tensor<2x?xf32>
  %9 = tensor.cast %8 : tensor<2x?xf32> to tensor<?x3xf32>
  return
}

// -----

// Copies of static and dynamic, ranked and unranked memrefs; dims with
// constant and dynamic indices; expand_shape with several groups.
func.func @copies(%a: memref<?x4xf32>, %b: memref<3x?xf32>, %c: memref<*xf32>, %d: memref<3x4xf32>, %i: index) {
  memref.copy %a, %b : memref<?x4xf32> to memref<3x?xf32>
  memref.copy %c, %a : memref<*xf32> to memref<?x4xf32>
  memref.copy %d, %d : memref<3x4xf32> to memref<3x4xf32>
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %0 = memref.dim %a, %c1 : memref<?x4xf32>
  %1 = memref.dim %c, %c7 : memref<*xf32>
  %2 = memref.dim %d, %i : memref<3x4xf32>
  %t = tensor.empty(%i) : tensor<?x4xf32>
  %3 = tensor.dim %t, %c1 : tensor<?x4xf32>
  %e = memref.expand_shape %b [[0, 1], [2, 3]] output_shape [1, 3, %i, 2] : memref<3x?xf32> into memref<1x3x?x2xf32>
  %f = memref.expand_shape %d [[0, 1], [2]] output_shape [3, 1, 4] : memref<3x4xf32> into memref<3x1x4xf32>
  return
}

// -----

// Slices: static ones (checks fold where they can), rank-reducing ones and
// slices of slices.
func.func @slices(%t: tensor<8x?xf32>, %m: memref<8x?xf32>, %o: index, %s: index) {
  %0 = tensor.extract_slice %t[1, 2] [3, 4] [1, 1] : tensor<8x?xf32> to tensor<3x4xf32>
  %1 = tensor.extract_slice %0[0, %o] [1, %s] [1, 2] : tensor<3x4xf32> to tensor<?xf32>
  %2 = tensor.extract_slice %t[0, 0] [0, 0] [1, 1] : tensor<8x?xf32> to tensor<0x0xf32>
  %3 = memref.subview %m[1, 2] [3, 4] [2, 1] : memref<8x?xf32> to memref<3x4xf32, strided<[?, 1], offset: ?>>
  %4 = memref.subview %3[%o, 0] [1, %s] [1, 1] : memref<3x4xf32, strided<[?, 1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
  %r = scf.execute_region -> index {
    scf.yield %o : index
  }
  return
}

// -----

// Several functions and modules, nested.
module @outer {
  func.func @f(%m: memref<?xi32>, %i: index, %v: i32) -> i32 {
    %0 = memref.atomic_rmw addi %v, %m[%i] : (i32, memref<?xi32>) -> i32
    memref.assume_alignment %m, 64 : memref<?xi32>
    return %0 : i32
  }
  module @inner {
    func.func @g(%t: tensor<?xi32>, %i: index) -> i32 {
      %0 = tensor.extract %t[%i] : tensor<?xi32>
      return %0 : i32
    }
  }
}
