#map = affine_map<(d0, d1) -> (d0 * 8 + d1 + 3)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xf32, #map>, memref<*xf32, 1>, memref<?x4xf32, strided<[?, ?], offset: ?>>, memref<4x?xf32>) -> (), sym_name = "casts"}> ({
  ^bb0(%arg0: memref<?x?xf32, #map>, %arg1: memref<*xf32, 1>, %arg2: memref<?x4xf32, strided<[?, ?], offset: ?>>, %arg3: memref<4x?xf32>):
    %0 = "memref.cast"(%arg0) : (memref<?x?xf32, #map>) -> memref<2x?xf32, #map>
    %1 = "memref.cast"(%arg1) : (memref<*xf32, 1>) -> memref<3x?xf32, strided<[?, 1], offset: 5>, 1>
    %2 = "memref.cast"(%arg2) : (memref<?x4xf32, strided<[?, ?], offset: ?>>) -> memref<?x4xf32, strided<[4, 1]>>
    %3 = "memref.cast"(%arg3) : (memref<4x?xf32>) -> memref<*xf32>
    %4 = "memref.cast"(%arg3) : (memref<4x?xf32>) -> memref<?x?xf32>
    %5 = "memref.cast"(%arg1) : (memref<*xf32, 1>) -> memref<f32, 1>
    %6 = "tensor.empty"() : () -> tensor<2x3xf32>
    %7 = "tensor.cast"(%6) : (tensor<2x3xf32>) -> tensor<*xf32>
    %8 = "tensor.cast"(%7) : (tensor<*xf32>) -> tensor<2x?xf32>
    %9 = "tensor.cast"(%8) : (tensor<2x?xf32>) -> tensor<?x3xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

