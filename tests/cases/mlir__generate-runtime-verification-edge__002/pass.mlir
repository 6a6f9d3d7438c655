module {
  func.func @nested(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
    %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg2) -> (f32) {
      %c0_4 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %dim_6 = memref.dim %arg0, %c0_5 : memref<?x?xf32>
      %9 = arith.cmpi sge, %arg3, %c0_4 : index
      %10 = arith.cmpi slt, %arg3, %dim_6 : index
      %11 = arith.andi %9, %10 : i1
      %c1_7 = arith.constant 1 : index
      %dim_8 = memref.dim %arg0, %c1_7 : memref<?x?xf32>
      %12 = arith.cmpi sge, %sizes#1, %c0_4 : index
      %13 = arith.cmpi slt, %sizes#1, %dim_8 : index
      %14 = arith.andi %12, %13 : i1
      %15 = arith.andi %11, %14 : i1
      cf.assert %15, "ERROR: Runtime op verification failed\0A%4 = memref.load %arg0[%arg3, %sizes#1] : memref<?x?xf32>\0A^ out-of-bounds access\0ALocation: loc(\22input.mlir\22:9:10)"
      %16 = memref.load %arg0[%arg3, %sizes#1] : memref<?x?xf32>
      %17 = arith.addf %arg4, %16 : f32
      scf.yield %17 : f32
    }
    affine.for %arg3 = 0 to 10 {
      %c0_4 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %dim_6 = memref.dim %arg0, %c0_5 : memref<?x?xf32>
      %9 = arith.cmpi sge, %arg3, %c0_4 : index
      %10 = arith.cmpi slt, %arg3, %dim_6 : index
      %11 = arith.andi %9, %10 : i1
      %c1_7 = arith.constant 1 : index
      %dim_8 = memref.dim %arg0, %c1_7 : memref<?x?xf32>
      %12 = arith.cmpi sge, %arg3, %c0_4 : index
      %13 = arith.cmpi slt, %arg3, %dim_8 : index
      %14 = arith.andi %12, %13 : i1
      %15 = arith.andi %11, %14 : i1
      cf.assert %15, "ERROR: Runtime op verification failed\0Amemref.store %0, %arg0[%arg3, %arg3] : memref<?x?xf32>\0A^ out-of-bounds access\0ALocation: loc(\22input.mlir\22:14:5)"
      memref.store %0, %arg0[%arg3, %arg3] : memref<?x?xf32>
    }
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0_1 : memref<?x?xf32>
    %true = arith.constant true
    %1 = arith.cmpi sgt, %dim, %c0 : index
    %c1_2 = arith.constant 1 : index
    %dim_3 = memref.dim %arg0, %c1_2 : memref<?x?xf32>
    %2 = arith.cmpi sge, %arg1, %c0_0 : index
    %3 = arith.cmpi slt, %arg1, %dim_3 : index
    %4 = arith.andi %2, %3 : i1
    %5 = arith.andi %1, %4 : i1
    cf.assert %5, "ERROR: Runtime op verification failed\0A%1 = memref.generic_atomic_rmw %arg0[%c0, %arg1] : memref<?x?xf32> {...}\0A^ out-of-bounds access\0ALocation: loc(\22input.mlir\22:16:8)"
    %6 = memref.generic_atomic_rmw %arg0[%c0, %arg1] : memref<?x?xf32> {
    ^bb0(%arg3: f32):
      %9 = arith.addf %arg3, %arg2 : f32
      memref.atomic_yield %9 : f32
    }
    %7 = arith.cmpi eq, %arg1, %c0 : index
    %8 = scf.if %7 -> (f32) {
      %9 = memref.rank %arg0 : memref<?x?xf32>
      %c0_4 = arith.constant 0 : index
      %10 = arith.cmpi sge, %arg1, %c0_4 : index
      %11 = arith.cmpi slt, %arg1, %9 : index
      %12 = arith.andi %10, %11 : i1
      cf.assert %12, "ERROR: Runtime op verification failed\0A%dim = memref.dim %arg0, %arg1 : memref<?x?xf32>\0A^ index is out of bounds\0ALocation: loc(\22input.mlir\22:23:10)"
      %dim_5 = memref.dim %arg0, %arg1 : memref<?x?xf32>
      %c0_6 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %dim_8 = memref.dim %arg0, %c0_7 : memref<?x?xf32>
      %13 = arith.cmpi sge, %dim_5, %c0_6 : index
      %14 = arith.cmpi slt, %dim_5, %dim_8 : index
      %15 = arith.andi %13, %14 : i1
      %c1_9 = arith.constant 1 : index
      %dim_10 = memref.dim %arg0, %c1_9 : memref<?x?xf32>
      %16 = arith.cmpi sge, %dim_5, %c0_6 : index
      %17 = arith.cmpi slt, %dim_5, %dim_10 : index
      %18 = arith.andi %16, %17 : i1
      %19 = arith.andi %15, %18 : i1
      cf.assert %19, "ERROR: Runtime op verification failed\0A%4 = memref.load %arg0[%dim, %dim] : memref<?x?xf32>\0A^ out-of-bounds access\0ALocation: loc(\22input.mlir\22:24:10)"
      %20 = memref.load %arg0[%dim_5, %dim_5] : memref<?x?xf32>
      scf.yield %20 : f32
    } else {
      scf.yield %6 : f32
    }
    return %8 : f32
  }
}

