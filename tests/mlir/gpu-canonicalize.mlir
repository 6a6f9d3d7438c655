// RUN: mlir-opt %s -canonicalize --split-input-file

func.func @wait_chain(%arg0: index) -> memref<?xf32> {
  %t0 = gpu.wait async
  %t1 = gpu.wait async [%t0]
  %m, %t2 = gpu.alloc async [%t1] (%arg0) : memref<?xf32>
  %t3 = gpu.wait async
  gpu.wait [%t2, %t3]
  gpu.wait
  return %m : memref<?xf32>
}

// -----

func.func @barriers() {
  gpu.barrier
  gpu.barrier
  gpu.barrier
  "test.x"() : () -> ()
  gpu.barrier
  return
}

// -----

func.func @dim_of_alloc(%a: index, %b: index) -> (index, index, index) {
  %m = gpu.alloc(%a, %b) : memref<?x4x?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = memref.dim %m, %c0 : memref<?x4x?xf32>
  %1 = memref.dim %m, %c1 : memref<?x4x?xf32>
  %2 = memref.dim %m, %c2 : memref<?x4x?xf32>
  return %0, %1, %2 : index, index, index
}

// -----

func.func @launch_ids(%sz: index) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %sz, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz2 = %sz) {
    "test.use"(%bx, %by, %bz, %tx, %ty, %tz) : (index, index, index, index, index, index) -> ()
    %gxi = arith.index_cast %gx : index to i32
    %r = gpu.all_reduce add %gxi {} : (i32) -> (i32)
    gpu.terminator
  }
  return
}

// -----

func.func @reductions(%sz: index, %v: f32) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz) threads(%tx, %ty, %tz) in (%sx = %sz, %sy = %sz, %sz2 = %sz) {
    %a = gpu.all_reduce mul %v {} : (f32) -> (f32)
    %b = gpu.subgroup_reduce add %a : (f32) -> (f32)
    %c = gpu.subgroup_reduce add %b cluster(size = 1) : (f32) -> (f32)
    "test.use"(%c) : (f32) -> ()
    gpu.terminator
  }
  return
}

// -----

func.func @casts(%arg0: memref<10xf32>, %arg1: memref<10xf32>, %v: f32) {
  %0 = memref.cast %arg0 : memref<10xf32> to memref<?xf32>
  %1 = memref.cast %arg1 : memref<10xf32> to memref<?xf32>
  gpu.memcpy %0, %1 : memref<?xf32>, memref<?xf32>
  gpu.memset %0, %v : memref<?xf32>, f32
  return
}

// -----

func.func @trivial_copy(%src: memref<4xf32>) {
  %t0 = gpu.wait async
  %m, %t1 = gpu.alloc async [%t0] () : memref<4xf32>
  %t2 = gpu.memcpy async [%t1] %m, %src : memref<4xf32>, memref<4xf32>
  %t3 = gpu.dealloc async [%t2] %m : memref<4xf32>
  gpu.wait [%t3]
  return
}
