// RUN: mlir-opt -allow-unregistered-dialect %s -snapshot-op-locations='filename=/dev/null tag=snap' -mlir-print-debuginfo -split-input-file

#map = affine_map<(d0) -> (d0 + 1)>
func.func @function(%i: index) -> i32 {
  %1 = "foo"() : () -> i32 loc("original")
  %2 = affine.apply #map(%i)
  scf.for %k = %i to %2 step %i {
    "t.x"() : () -> ()
  }
  return %1 : i32 loc("original")
} loc("original")

// -----

func.func @function2() -> i32 {
  %1 = "foo"() : () -> i32
  return %1 : i32
}
