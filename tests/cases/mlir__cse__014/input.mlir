
// Allocations are not merged; loads of different memrefs are not either.
func.func @alloc(%i: index) -> (memref<4xi32>, memref<4xi32>, i32, i32) {
  %0 = memref.alloc() : memref<4xi32>
  %1 = memref.alloc() : memref<4xi32>
  %2 = memref.load %0[%i] : memref<4xi32>
  %3 = memref.load %1[%i] : memref<4xi32>
  return %0, %1, %2, %3 : memref<4xi32>, memref<4xi32>, i32, i32
}

