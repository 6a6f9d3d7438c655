module {
  func.func @nested(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
    %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg2) -> (f32) {
      %4 = memref.load %arg0[%arg3, %sizes#1] : memref<?x?xf32>
      %5 = arith.addf %arg4, %4 : f32
      scf.yield %5 : f32
    }
    affine.for %arg3 = 0 to 10 {
      memref.store %0, %arg0[%arg3, %arg3] : memref<?x?xf32>
    }
    %1 = memref.generic_atomic_rmw %arg0[%c0, %arg1] : memref<?x?xf32> {
    ^bb0(%arg3: f32):
      %4 = arith.addf %arg3, %arg2 : f32
      memref.atomic_yield %4 : f32
    }
    %2 = arith.cmpi eq, %arg1, %c0 : index
    %3 = scf.if %2 -> (f32) {
      %dim = memref.dim %arg0, %arg1 : memref<?x?xf32>
      %4 = memref.load %arg0[%dim, %dim] : memref<?x?xf32>
      scf.yield %4 : f32
    } else {
      scf.yield %1 : f32
    }
    return %3 : f32
  }
}

