// ARGS: -generate-runtime-verification --mlir-print-value-users --mlir-print-unique-ssa-ids
// Users and ids are those of the IR before the checks were added.
func.func @f(%m: memref<?xf32>, %i: index, %v: f32) -> f32 {
  %0 = memref.load %m[%i] : memref<?xf32>
  %1 = arith.addf %0, %v : f32
  memref.store %1, %m[%i] : memref<?xf32>
  %2 = scf.execute_region -> f32 {
    %3 = memref.load %m[%i] : memref<?xf32>
    scf.yield %3 : f32
  }
  return %2 : f32
}
