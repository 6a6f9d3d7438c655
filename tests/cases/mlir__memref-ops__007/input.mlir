
func.func @f(%m: memref<4xi32>, %i: index, %v: i32) {
  %0 = memref.atomic_rmw assign %v, %m[%i] : (i32, memref<4xi32>) -> i32
  %1 = memref.atomic_rmw maxnumf %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}
