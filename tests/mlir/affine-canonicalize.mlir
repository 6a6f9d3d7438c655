// RUN: mlir-opt %s -canonicalize --split-input-file -allow-unregistered-dialect

// Constant folding: division by zero and mod by a negative value are
// poison, overflow wraps, floordiv by a negative value folds.
func.func @apply_fold_edges() -> (index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %cbig = arith.constant 9223372036854775807 : index
  %cm = arith.constant -3 : index
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%c5)[%c0]
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%c5)[%cm]
  %2 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%cbig)[%cbig]
  %3 = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%cbig)[%cbig]
  %4 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%c5)[%cm]
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}

// -----

// Maps that cannot be flattened (division by zero or a negative constant)
// are left alone.
func.func @apply_unflattenable(%a: index, %b: index) -> (index, index, index) {
  %0 = affine.apply affine_map<(d0) -> (d0 floordiv 0)>(%a)
  %1 = affine.apply affine_map<(d0) -> ((d0 + 4) mod -2)>(%a)
  %2 = affine.apply affine_map<(d0, d1) -> (d0 + d1 ceildiv -3)>(%a, %b)
  return %0, %1, %2 : index, index, index
}

// -----

// Composition, duplicate operands, unused operands, constant symbols.
func.func @compose(%a: index, %b: index, %c: index) -> (index, index) {
  %c4 = arith.constant 4 : index
  %0 = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%a, %b)
  %1 = affine.apply affine_map<(d0, d1, d2)[s0] -> ((d0 + d1) floordiv 4 + s0)>(%0, %a, %c)[%c4]
  %2 = affine.apply affine_map<(d0, d1) -> (d0 + d1 - d0)>(%1, %1)
  %3 = affine.apply affine_map<(d0) -> (d0 mod 8 + (d0 floordiv 8) * 8)>(%2)
  return %2, %3 : index, index
}

// -----

// Semi-affine expressions.
func.func @semi_affine(%a: index, %b: index, %c: index) -> (index, index, index) {
  %0 = affine.apply affine_map<()[s0, s1] -> ((s0 * s1) floordiv s1)>()[%a, %b]
  %1 = affine.apply affine_map<()[s0, s1] -> ((s0 * s1 + s1) mod s1)>()[%a, %b]
  %2 = affine.apply affine_map<()[s0, s1, s2] -> (s0 * s1 + s2 * s1 - s0)>()[%a, %b, %c]
  return %0, %1, %2 : index, index, index
}

// -----

// Loop bounds and induction variables.
func.func @loops(%n: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %c2 = arith.constant 2 : index
  %c10 = arith.constant 10 : index
  affine.for %i = 0 to 16 step 4 {
    %0 = affine.apply affine_map<(d0) -> (d0 floordiv 16)>(%i)
    %1 = affine.apply affine_map<(d0) -> (d0 mod 4)>(%i)
    %2 = affine.apply affine_map<(d0) -> ((d0 + 2) floordiv 4)>(%i)
    "test.use"(%0, %1, %2) : (index, index, index) -> ()
  }
  affine.for %i = affine_map<(d0) -> (d0)>(%c2) to min affine_map<()[s0] -> (s0, 8)>()[%c10] {
    %v = affine.load %m[%i] : memref<?xf32>
    affine.store %v, %m[%i + 1] : memref<?xf32>
  }
  %r = affine.for %i = 5 to 5 iter_args(%a = %x) -> (f32) {
    %y = arith.addf %a, %a : f32
    affine.yield %y : f32
  }
  %s = affine.for %i = 0 to %n iter_args(%a = %r) -> (f32) {
    affine.yield %a : f32
  }
  return %s : f32
}

// -----

// min and max.
func.func @min_max(%a: index, %b: index) -> (index, index, index, index, index) {
  %c3 = arith.constant 3 : index
  %0 = affine.min affine_map<(d0, d1) -> (d0 + d1, 16, d1 + 16, 16)>(%a, %b)
  %1 = affine.max affine_map<(d0)[s0] -> (d0 * 2, s0, 7)>(%a)[%c3]
  %2 = affine.min affine_map<(d0)[s0] -> (s0, d0 + 1)>(%0)[%0]
  %3 = affine.max affine_map<()[s0] -> (s0 + 1)>()[%b]
  %4 = affine.min affine_map<() -> (4, 2, 9)>()
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}

// -----

// if: constant sets, dead else, set canonicalization.
func.func @ifs(%a: index, %b: index) -> index {
  %c0 = arith.constant 0 : index
  affine.if affine_set<(d0) : (1 == 0)>(%a) {
    "test.never"() : () -> ()
  }
  affine.if affine_set<(d0, d1) : (d0 - 1 >= 0)>(%a, %b) {
    "test.some"() : () -> ()
  } else {
  }
  %r = affine.if affine_set<() : (0 == 0)>() -> index {
    affine.yield %a : index
  } else {
    affine.yield %b : index
  }
  %s = affine.if affine_set<(d0) : (1 == 0)>(%a) -> index {
    affine.yield %a : index
  } else {
    affine.yield %r : index
  }
  return %s : index
}

// -----

// delinearize_index and linearize_index.
func.func @index_ops(%x: index, %a: index, %b: index) -> (index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c23 = arith.constant 23 : index
  %0:3 = affine.delinearize_index %x into (%c1, %a, %c4) : index, index, index
  %1:3 = affine.delinearize_index %c23 into (2, 3, 4) : index, index, index
  %2 = affine.linearize_index [%c0, %a, %b] by (2, 3, 4) : index
  %3 = affine.linearize_index disjoint [%a, %b, %x] by (3, 1, 5) : index
  %4 = affine.linearize_index [%c1, %c4] by (5) : index
  return %0#1, %1#1, %2, %3, %4, %0#2 : index, index, index, index, index, index
}
