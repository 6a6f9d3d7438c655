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

