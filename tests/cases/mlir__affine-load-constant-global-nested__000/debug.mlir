#loc6 = loc("input.mlir":7:16)
#map = affine_map<() -> (1, 2)>
#map1 = affine_map<(d0) -> (d0, 0)>
#map2 = affine_map<() -> (0)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<() -> (0, 1)>
#map5 = affine_map<() -> (1, 1)>
#map6 = affine_map<() -> (1)>
"builtin.module"() ({
  "memref.global"() <{constant, initial_value = dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf32>, sym_name = "c", sym_visibility = "private", type = memref<2x3xf32>}> : () -> () loc(#loc1)
  "memref.global"() <{initial_value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, sym_name = "nc", sym_visibility = "private", type = memref<2xf32>}> : () -> () loc(#loc2)
  "memref.global"() <{constant, initial_value, sym_name = "u", sym_visibility = "private", type = memref<2xf32>}> : () -> () loc(#loc3)
  "memref.global"() <{constant, initial_value = dense<7> : tensor<4xi32>, sym_name = "s", sym_visibility = "private", type = memref<4xi32>}> : () -> () loc(#loc4)
  "func.func"() <{function_type = (index) -> (f32, f32, f32, f32, i32, f32), sym_name = "f"}> ({
  ^bb0(%arg0: index loc("input.mlir":7:16)):
    %4 = "memref.get_global"() <{name = @c}> : () -> memref<2x3xf32> loc(#loc7)
    %5 = "affine.load"(%4) <{map = #map}> : (memref<2x3xf32>) -> f32 loc(#loc8)
    %6 = "affine.load"(%4, %arg0) <{map = #map1}> : (memref<2x3xf32>, index) -> f32 loc(#loc9)
    %7 = "memref.get_global"() <{name = @nc}> : () -> memref<2xf32> loc(#loc10)
    %8 = "affine.load"(%7) <{map = #map2}> : (memref<2xf32>) -> f32 loc(#loc11)
    %9 = "memref.get_global"() <{name = @u}> : () -> memref<2xf32> loc(#loc12)
    %10 = "affine.load"(%9) <{map = #map2}> : (memref<2xf32>) -> f32 loc(#loc13)
    %11 = "memref.get_global"() <{name = @s}> : () -> memref<4xi32> loc(#loc14)
    %12 = "affine.load"(%11, %arg0) <{map = #map3}> : (memref<4xi32>, index) -> i32 loc(#loc15)
    %13 = "scf.execute_region"() ({
      %14 = "affine.load"(%4) <{map = #map4}> : (memref<2x3xf32>) -> f32 loc(#loc17)
      "scf.yield"(%14) : (f32) -> () loc(#loc18)
    }) : () -> f32 loc(#loc16)
    "func.return"(%5, %6, %8, %10, %12, %13) : (f32, f32, f32, f32, i32, f32) -> () loc(#loc19)
  }) : () -> () loc(#loc5)
  "func.func"() <{function_type = () -> f32, sym_name = "f2"}> ({
    %2 = "memref.get_global"() <{name = @c}> : () -> memref<2x3xf32> loc(#loc21)
    %3 = "affine.load"(%2) <{map = #map5}> : (memref<2x3xf32>) -> f32 loc(#loc22)
    "func.return"(%3) : (f32) -> () loc(#loc23)
  }) : () -> () loc(#loc20)
  "builtin.module"() <{sym_name = "inner"}> ({
    "memref.global"() <{constant, initial_value = dense<[9.000000e+00, 8.000000e+00]> : tensor<2xf32>, sym_name = "c", sym_visibility = "private", type = memref<2xf32>}> : () -> () loc(#loc25)
    "func.func"() <{function_type = () -> f32, sym_name = "g"}> ({
      %0 = "memref.get_global"() <{name = @c}> : () -> memref<2xf32> loc(#loc27)
      %1 = "affine.load"(%0) <{map = #map6}> : (memref<2xf32>) -> f32 loc(#loc28)
      "func.return"(%1) : (f32) -> () loc(#loc29)
    }) : () -> () loc(#loc26)
  }) : () -> () loc(#loc24)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":2:1)
#loc1 = loc("input.mlir":3:3)
#loc2 = loc("input.mlir":4:3)
#loc3 = loc("input.mlir":5:3)
#loc4 = loc("input.mlir":6:3)
#loc5 = loc("input.mlir":7:3)
#loc7 = loc("input.mlir":8:10)
#loc8 = loc("input.mlir":9:10)
#loc9 = loc("input.mlir":10:10)
#loc10 = loc("input.mlir":11:10)
#loc11 = loc("input.mlir":12:10)
#loc12 = loc("input.mlir":13:10)
#loc13 = loc("input.mlir":14:10)
#loc14 = loc("input.mlir":15:10)
#loc15 = loc("input.mlir":16:10)
#loc16 = loc("input.mlir":17:10)
#loc17 = loc("input.mlir":18:12)
#loc18 = loc("input.mlir":19:7)
#loc19 = loc("input.mlir":21:5)
#loc20 = loc("input.mlir":23:3)
#loc21 = loc("input.mlir":24:10)
#loc22 = loc("input.mlir":25:10)
#loc23 = loc("input.mlir":26:5)
#loc24 = loc("input.mlir":28:3)
#loc25 = loc("input.mlir":29:5)
#loc26 = loc("input.mlir":30:5)
#loc27 = loc("input.mlir":31:12)
#loc28 = loc("input.mlir":32:12)
#loc29 = loc("input.mlir":33:7)

