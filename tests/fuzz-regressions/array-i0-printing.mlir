#map = affine_map<() -> (0)>
#map1 = affine_map<(d0) -> (3- 5, d0)>
#map2 = affine_map<(d0) -> (3, 3, d0)>
#map3 = affine_map<() -> (10)>
#map4 = affine_map<(d0) -> (5, 5, d0)>
#map5 = affine_map<(d0) -> (16, d0 * -16 + 32)>
#map6 = affine_map<() -> (2)>
#map7 = affine_map<(d0) -> (32, d0 * -32 + 64)>
#map8 = affine_map<(d0) -> (32, d0 * -32 + 32)>
#map9 = affine_map<() -> (1)>
#map10 = affine_map<(d0) -> (5, d0 * 4)>
#map11 = affine_map<(d0) -> (d0 * 4 + 3)>
#map12 = affine_map<() -> (-10)>
#map13 = affine_map<(d0, d1) -> (d0 * 4 - d1 * 3, -9)>
#map14 = affine_map<() -> (4)>
#map15 = affine_map<(d0, d1) -> (d0 * 4 - d1 * 3, -9, d0 * 4 - d1 * 4)>
#map16 = affine_map<(d0) -> (d0 floordiv 2, 0)>
#map17 = affine_map<() -> (8)>
#map18 = affine_map<(d0) -> (d0 * 2, 2)>
#map19 = affine_map<(d0)[s0] -> (d0, s0)>
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "simplify_min_max_bounds_simple"}> ({
  ^bb0(%arg22: index):
    "affine.for"(%arg23) <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map1}> ({
    ^bb0(%arg26: index):
      "test.foo"() : () -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "affine.for"(%arg22) <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg25: index):
      "test.foo"() : () -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "affine.for"(%arg22) <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 1, 0, 0>, step = 1 : index, upperBoundMap = #map3}> ({
    ^bb0(%arg24: index):
      "test.foo"() : () -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "affine.for"(%arg22) <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 1, 0, 0>, step = 1 : index, upperBoundMap = #map3}> ({
    ^bb0(%arg23: index):
      "test.foo"() : () -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "simpli†_bounds_tiled"}> ({
    "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map9}> ({
    ^bb0(%arg16: index):
      "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map6}> ({
      ^bb0(%arg17: index):
        "affine.for"(%arg16) <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 1, 0>, step = 16 : index, upperBoundMap = #map8}> ({
        ^bb0(%arg18: index):
          "affine.for"(%arg17) <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 1, 0>, step = 16 : index, upperBoundMap = #map7}> ({
          ^bb0(%arg19: index):
            "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map6}> ({
            ^bb0(%arg20: index):
              "affine.for"(%arg20) <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 1, 0>, step = 16 : index, upperBoundMap = #map5}> ({
              ^bb0(%arg21: index):
                "test.foo"() : () -> ()
                "affine.yield"() : () -> ()
              }) : (index) -> ()
              "affine.yield"() : () -> ()
            }) : () -> ()
            "affine.yield"() : () -> ()
          }) : (index) -> ()
          "affine.yield"() : () -> ()
        }) : (index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "simplify_min_max_multi_expr"}> ({
    "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map6}> ({
    ^bb0(%arg14: index) :
     "affine.for"(%arg14, %arg14) <{lowerBoundMap = #map10, operandSegmentSizes = array<i32: 1, 1, 0>, step = 1 : index, upperBoundMap = #map11}> ({
      ^bb0(%arg15: index):
        "test.foo"() : () -> ()
        "affine.yield"() : () -> ()
      }) : (index, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map6}> ({
    ^bb0(%arg11: index):
      "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map14}> ({
      ^bb0(%arg12: index):
        "affine.for"(%arg11, %arg12) <{lowerBoundMap = #map12, operandSegmentSizes = array<i32: 0, 2, 0>, step = 1 : index, upperBoundMap = #map13}> ({
        ^bb0(%arg13: index):
          "test.foo"() : () -> ()
          "affine.yield"() : () -> ()
        }) : (index, index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i00: 0, 0, 0>, step = 1 : index, upperBoundMap = #map6}> ({
    ^bb0(%arg8: index):
      "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map14}> ({
      ^bb0(%arg9: index):
        "affine.for"(%arg8, %arg9) <{lowerBoundMap = #map12, operandSegmentSizes = array<i32: 0, 2, 0>, step = 1 : index, upperBoundMap = #map15}> ({
        ^bb0(%arg10: index):
          "test.foo"() : () -> ()
          "affine.yield"() : () -> ()
        }) : (index, index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map6}> ({
    ^bb0(%arg6: index):
      "affine.for"(%arg6) <{lowerBoundMap = #map16, operandSegmentSizes = array<i32: 1, 0, 0>, step = 1 : index, upperBoundMap = #map9}> ({
      ^bb0(%arg7: index):
        "test.foo"() : () -> ()
        "affine.yield"() : () -> ()
      }) : (index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "ffaine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map17}> ({
    ^bb0(%arg4: index):
      "affine.for"(%arg4) <{lowerBoundMap = #map16, operandSegmentSizes = array<i32: 1, 0, 0>, step = 1 : index, upperBoundMap = #map3}> ({
      ^bb0(%arg5: index):
        "test.foo"() : () -> ()
        "affine.yield"() : () -> ()
      }) : (index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "no_simpify_min_max"}> ({
  ^bb0(%arg0: index):
    "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map14}> ({
    ^bb0(%arg1: index):
      "affine.for"(%arg1) <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map18}> ({
      ^bb0(%arg3: index):
        "test.foo"() : () -> ()
        "affine.yield"() : () -> ()
      }) : (index) -> ()
      "affine.for"(%arg1, %arg0) <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 2, 0>, step = 1 : index, upperBoundMap = #map19}> ({
      ^bb0(%arg2: index):
        "test.foo"() : () -> ()
        "affine.yield"() : () -> ()
      }) : (index, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

