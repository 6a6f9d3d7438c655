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

