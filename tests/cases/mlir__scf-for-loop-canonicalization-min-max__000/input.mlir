// RUN: mlir-opt -allow-unregistered-dialect %s -scf-for-loop-canonicalization -split-input-file

// affine.min/max with the ranges of scf.for, scf.parallel and scf.forall
// loops: only loop bounds are known constants; divisions (in the map or
// in a symbolic loop range) leave only constant bounds.
func.func @ranges(%lb: index, %ub: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %lb to %ub step %c4 {
    %1 = affine.min affine_map<(d0)[s0] -> (4, s0 - d0)> (%i)[%ub]
    %2 = affine.max affine_map<(d0)[s0] -> (d0 - s0, 0)> (%i)[%lb]
    %3 = affine.min affine_map<(d0)[s0, s1] -> (d0 - s0, s1)> (%i)[%lb, %n]
    "test.use"(%1, %2, %3) : (index, index, index) -> ()
  }
  scf.for %i = %c0 to %c64 step %c8 {
    scf.for %j = %c0 to %c8 step %c4 {
      %1 = affine.min affine_map<(d0, d1) -> (d0 + d1 + 4, 100)> (%i, %j)
      %2 = affine.min affine_map<(d0, d1) -> (d0 floordiv 8, 7)> (%i, %j)
      %3 = affine.max affine_map<(d0) -> (d0 mod 8, d0 ceildiv 4)> (%i)
      %4 = affine.min affine_map<(d0)[s0] -> (s0, d0 + 64)> (%i)[%n]
      %5 = affine.min affine_map<(d0) -> (d0 floordiv 8 + 100, 5)> (%i)
      %6 = affine.max affine_map<(d0, d1) -> (d0 - d1, -8)> (%i, %j)
      %7 = affine.min affine_map<(d0)[s0] -> (d0 + s0, 100)> (%i)[%c7]
      "test.use"(%1, %2, %3, %4, %5, %6, %7) : (index, index, index, index, index, index, index) -> ()
    }
  }
  scf.forall (%i, %j) = (0, %lb) to (16, %ub) step (4, 2) {
    %1 = affine.min affine_map<(d0) -> (16 - d0, 4)> (%i)
    %2 = affine.max affine_map<(d0)[s0] -> (d0, s0)> (%j)[%lb]
    "test.use"(%1, %2) : (index, index) -> ()
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c4) {
    %1 = affine.min affine_map<(d0)[s0] -> (4, s0 - d0)> (%i)[%n]
    "test.use"(%1) : (index) -> ()
  }
  // A loop running once: its induction variable is a constant.
  scf.for %i = %c4 to %c7 step %c4 {
    %1 = affine.min affine_map<(d0) -> (d0, 1000)> (%i)
    %2 = affine.min affine_map<(d0) -> (d0 * 2, d0 + 4)> (%i)
    "test.use"(%1, %2) : (index, index) -> ()
  }
  // A loop that never runs.
  scf.for %i = %c64 to %c4 step %c4 {
    %1 = affine.min affine_map<(d0) -> (d0, 1000)> (%i)
    "test.use"(%1) : (index) -> ()
  }
  return
}

