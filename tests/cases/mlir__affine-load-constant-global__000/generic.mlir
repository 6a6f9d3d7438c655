#map = affine_map<() -> (1, 2)>
#map1 = affine_map<(d0) -> (d0, 0)>
#map2 = affine_map<() -> (0)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<() -> (0, 1)>
#map5 = affine_map<() -> (1)>
"builtin.module"() ({
  "memref.global"() <{constant, initial_value = dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf32>, sym_name = "c", sym_visibility = "private", type = memref<2x3xf32>}> : () -> ()
  "memref.global"() <{initial_value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, sym_name = "nc", sym_visibility = "private", type = memref<2xf32>}> : () -> ()
  "memref.global"() <{constant, initial_value, sym_name = "u", sym_visibility = "private", type = memref<2xf32>}> : () -> ()
  "memref.global"() <{constant, initial_value = dense<7> : tensor<4xi32>, sym_name = "s", sym_visibility = "private", type = memref<4xi32>}> : () -> ()
  "func.func"() <{function_type = (index) -> (f32, f32, f32, f32, i32, f32), sym_name = "f"}> ({
  ^bb0(%arg0: index):
    %2 = "memref.get_global"() <{name = @c}> : () -> memref<2x3xf32>
    %3 = "affine.load"(%2) <{map = #map}> : (memref<2x3xf32>) -> f32
    %4 = "affine.load"(%2, %arg0) <{map = #map1}> : (memref<2x3xf32>, index) -> f32
    %5 = "memref.get_global"() <{name = @nc}> : () -> memref<2xf32>
    %6 = "affine.load"(%5) <{map = #map2}> : (memref<2xf32>) -> f32
    %7 = "memref.get_global"() <{name = @u}> : () -> memref<2xf32>
    %8 = "affine.load"(%7) <{map = #map2}> : (memref<2xf32>) -> f32
    %9 = "memref.get_global"() <{name = @s}> : () -> memref<4xi32>
    %10 = "affine.load"(%9, %arg0) <{map = #map3}> : (memref<4xi32>, index) -> i32
    %11 = "scf.execute_region"() ({
      %12 = "affine.load"(%2) <{map = #map4}> : (memref<2x3xf32>) -> f32
      "scf.yield"(%12) : (f32) -> ()
    }) : () -> f32
    "func.return"(%3, %4, %6, %8, %10, %11) : (f32, f32, f32, f32, i32, f32) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "memref.global"() <{constant, initial_value = dense<[9.000000e+00, 8.000000e+00]> : tensor<2xf32>, sym_name = "c", sym_visibility = "private", type = memref<2xf32>}> : () -> ()
    "func.func"() <{function_type = () -> f32, sym_name = "g"}> ({
      %0 = "memref.get_global"() <{name = @c}> : () -> memref<2xf32>
      %1 = "affine.load"(%0) <{map = #map5}> : (memref<2xf32>) -> f32
      "func.return"(%1) : (f32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

