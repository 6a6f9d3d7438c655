"builtin.module"() ({
  "func.func"() <{function_type = (memref<2x4x1x1xf32>, index) -> memref<2x4xf32>, sym_name = "f1"}> ({
  ^bb0(%arg94: memref<2x4x1x1xf32>, %arg95: index):
    %94 = "memref.collapse_shape"(%arg94) <{reassociation = [[0, 1, 2, 3]]}> : (memref<2x4x1x1xf32>) -> memref<8xf32>
    %95 = "memref.expand_shape"(%94) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 4>}> : (memref<8xf32>) -> memref<2x4xf32>
    "func.return"(%95) : (memref<2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x2xf32>, index) -> memref<1x?xf32>, sym_name = "f2"}> ({
  ^bb0(%arg92: memref<?x2xf32>, %arg93: index):
    %92 = "memref.collapse_shape"(%arg92) <{reassociation = [[0, 1]]}> : (memref<?x2xf32>) -> memref<?xf32>
    %93 = "memref.expand_shape"(%92, %arg93) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, -9223372036854775808>}> : (memref<?xf32>, index) -> memref<1x?xf32>
    "func.return"(%93) : (memref<1x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<1x2x1x?x4xf32>, index) -> memref<?xf32>, sym_name = "f3"}> ({
  ^bb0(%arg90: memref<1x2x1x?x4xf32>, %arg91: index):
    %90 = "memref.collapse_shape"(%arg90) <{reassociation = [[0, 1, 2, 3, 4]]}> : (memref<1x2x1x?x4xf32>) -> memref<?xf32>
    %91 = "memref.expand_shape"(%90, %arg91) <{reassociation = [[0]], static_output_shape = array<i64: -9223372036854775808>}> : (memref<?xf32>, index) -> memref<?xf32>
    "func.return"(%91) : (memref<?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<2x?xf32>, index) -> memref<?xf32>, sym_name = "f4"}> ({
  ^bb0(%arg88: memref<2x?xf32>, %arg89: index):
    %88 = "memref.collapse_shape"(%arg88) <{reassociation = [[0, 1]]}> : (memref<2x?xf32>) -> memref<?xf32>
    %89 = "memref.expand_shape"(%88, %arg89) <{reassociation = [[0]], static_output_shape = array<i64: -9223372036854775808>}> : (memref<?xf32>, index) -> memref<?xf32>
    "func.return"(%89) : (memref<?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<1x2x1x?x2xf32>, index) -> memref<1x?x2xf32>, sym_name = "f5"}> ({
  ^bb0(%arg86: memref<1x2x1x?x2xf32>, %arg87: index):
    %86 = "memref.collapse_shape"(%arg86) <{reassociation = [[0], [1, 2, 3], [4]]}> : (memref<1x2x1x?x2xf32>) -> memref<1x?x2xf32>
    %87 = "memref.expand_shape"(%86, %arg87) <{reassociation = [[0], [1], [2]], static_output_shape = array<i64: 1, -9223372036854775808, 2>}> : (memref<1x?x2xf32>, index) -> memref<1x?x2xf32>
    "func.return"(%87) : (memref<1x?x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf32>, index) -> memref<?xf32>, sym_name = "f6"}> ({
  ^bb0(%arg84: memref<?x?xf32>, %arg85: index):
    %84 = "memref.collapse_shape"(%arg84) <{reassociation = [[0, 1]]}> : (memref<?x?xf32>) -> memref<?xf32>
    %85 = "memref.expand_shape"(%84, %arg85) <{reassociation = [[0]], static_output_shape = array<i64: -9223372036854775808>}> : (memref<?xf32>, index) -> memref<?xf32>
    "func.return"(%85) : (memref<?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x1xf32>, index) -> memref<?xf32>, sym_name = "f7"}> ({
  ^bb0(%arg82: memref<?x1xf32>, %arg83: index):
    %82 = "memref.collapse_shape"(%arg82) <{reassociation = [[0, 1]]}> : (memref<?x1xf32>) -> memref<?xf32>
    %83 = "memref.expand_shape"(%82, %arg83) <{reassociation = [[0]], static_output_shape = array<i64: -9223372036854775808>}> : (memref<?xf32>, index) -> memref<?xf32>
    "func.return"(%83) : (memref<?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<3x4x?x4x3xf32>, index) -> memref<1x3x2x2x?xf32>, sym_name = "f8"}> ({
  ^bb0(%arg80: memref<3x4x?x4x3xf32>, %arg81: index):
    %80 = "memref.collapse_shape"(%arg80) <{reassociation = [[0], [1], [2, 3, 4]]}> : (memref<3x4x?x4x3xf32>) -> memref<3x4x?xf32>
    %81 = "memref.expand_shape"(%80, %arg81) <{reassociation = [[0, 1], [2, 3], [4]], static_output_shape = array<i64: 1, 3, 2, 2, -9223372036854775808>}> : (memref<3x4x?xf32>, index) -> memref<1x3x2x2x?xf32>
    "func.return"(%81) : (memref<1x3x2x2x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x3x?x1xf32>, index) -> memref<?xf32>, sym_name = "f9"}> ({
  ^bb0(%arg78: memref<4x3x?x1xf32>, %arg79: index):
    %78 = "memref.collapse_shape"(%arg78) <{reassociation = [[0, 1, 2, 3]]}> : (memref<4x3x?x1xf32>) -> memref<?xf32>
    %79 = "memref.expand_shape"(%78, %arg79) <{reassociation = [[0]], static_output_shape = array<i64: -9223372036854775808>}> : (memref<?xf32>, index) -> memref<?xf32>
    "func.return"(%79) : (memref<?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<3x2x4xf32>, index) -> memref<1x3x2x4xf32>, sym_name = "f10"}> ({
  ^bb0(%arg76: memref<3x2x4xf32>, %arg77: index):
    %76 = "memref.collapse_shape"(%arg76) <{reassociation = [[0], [1, 2]]}> : (memref<3x2x4xf32>) -> memref<3x8xf32>
    %77 = "memref.expand_shape"(%76) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 3, 2, 4>}> : (memref<3x8xf32>) -> memref<1x3x2x4xf32>
    "func.return"(%77) : (memref<1x3x2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x3x1x4xf32>, index) -> memref<2x2x1x3x4xf32>, sym_name = "f11"}> ({
  ^bb0(%arg74: memref<4x3x1x4xf32>, %arg75: index):
    %74 = "memref.collapse_shape"(%arg74) <{reassociation = [[0], [1, 2], [3]]}> : (memref<4x3x1x4xf32>) -> memref<4x3x4xf32>
    %75 = "memref.expand_shape"(%74) <{reassociation = [[0, 1], [2, 3], [4]], static_output_shape = array<i64: 2, 2, 1, 3, 4>}> : (memref<4x3x4xf32>) -> memref<2x2x1x3x4xf32>
    "func.return"(%75) : (memref<2x2x1x3x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<1x2x4x4x?xf32>, index) -> memref<1x2x2x8x?xf32>, sym_name = "f12"}> ({
  ^bb0(%arg72: memref<1x2x4x4x?xf32>, %arg73: index):
    %72 = "memref.collapse_shape"(%arg72) <{reassociation = [[0, 1], [2, 3], [4]]}> : (memref<1x2x4x4x?xf32>) -> memref<2x16x?xf32>
    %73 = "memref.expand_shape"(%72, %arg73) <{reassociation = [[0, 1], [2, 3], [4]], static_output_shape = array<i64: 1, 2, 2, 8, -9223372036854775808>}> : (memref<2x16x?xf32>, index) -> memref<1x2x2x8x?xf32>
    "func.return"(%73) : (memref<1x2x2x8x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<2x2x1x2x2xf32>, index) -> memref<2x2x1x4xf32>, sym_name = "f13"}> ({
  ^bb0(%arg70: memref<2x2x1x2x2xf32>, %arg71: index):
    %70 = "memref.collapse_shape"(%arg70) <{reassociation = [[0, 1], [2, 3, 4]]}> : (memref<2x2x1x2x2xf32>) -> memref<4x4xf32>
    %71 = "memref.expand_shape"(%70) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 2, 2, 1, 4>}> : (memref<4x4xf32>) -> memref<2x2x1x4xf32>
    "func.return"(%71) : (memref<2x2x1x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<1x2x4x?xf32>, index) -> memref<2x2x2x?xf32>, sym_name = "f14"}> ({
  ^bb0(%arg68: memref<1x2x4x?xf32>, %arg69: index):
    %68 = "memref.collapse_shape"(%arg68) <{reassociation = [[0, 1], [2], [3]]}> : (memref<1x2x4x?xf32>) -> memref<2x4x?xf32>
    %69 = "memref.expand_shape"(%68, %arg69) <{reassociation = [[0], [1, 2], [3]], static_output_shape = array<i64: 2, 2, 2, -9223372036854775808>}> : (memref<2x4x?xf32>, index) -> memref<2x2x2x?xf32>
    "func.return"(%69) : (memref<2x2x2x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<1x2x1x2x4xf32>, index) -> memref<1x2x8xf32>, sym_name = "f15"}> ({
  ^bb0(%arg66: memref<1x2x1x2x4xf32>, %arg67: index):
    %66 = "memref.collapse_shape"(%arg66) <{reassociation = [[0], [1, 2, 3, 4]]}> : (memref<1x2x1x2x4xf32>) -> memref<1x16xf32>
    %67 = "memref.expand_shape"(%66) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 1, 2, 8>}> : (memref<1x16xf32>) -> memref<1x2x8xf32>
    "func.return"(%67) : (memref<1x2x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x2xf32>, index) -> memref<?xf32>, sym_name = "f16"}> ({
  ^bb0(%arg64: memref<?x2xf32>, %arg65: index):
    %64 = "memref.collapse_shape"(%arg64) <{reassociation = [[0, 1]]}> : (memref<?x2xf32>) -> memref<?xf32>
    %65 = "memref.expand_shape"(%64, %arg65) <{reassociation = [[0]], static_output_shape = array<i64: -9223372036854775808>}> : (memref<?xf32>, index) -> memref<?xf32>
    "func.return"(%65) : (memref<?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<1x1x4x4x4xf32>, index) -> memref<1x1x2x2x2x2x1x4xf32>, sym_name = "f17"}> ({
  ^bb0(%arg62: memref<1x1x4x4x4xf32>, %arg63: index):
    %62 = "memref.collapse_shape"(%arg62) <{reassociation = [[0], [1, 2], [3], [4]]}> : (memref<1x1x4x4x4xf32>) -> memref<1x4x4x4xf32>
    %63 = "memref.expand_shape"(%62) <{reassociation = [[0, 1], [2, 3], [4, 5], [6, 7]], static_output_shape = array<i64: 1, 1, 2, 2, 2, 2, 1, 4>}> : (memref<1x4x4x4xf32>) -> memref<1x1x2x2x2x2x1x4xf32>
    "func.return"(%63) : (memref<1x1x2x2x2x2x1x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<1x3x?x3xf32>, index) -> memref<3x?xf32>, sym_name = "f18"}> ({
  ^bb0(%arg60: memref<1x3x?x3xf32>, %arg61: index):
    %60 = "memref.collapse_shape"(%arg60) <{reassociation = [[0, 1], [2, 3]]}> : (memref<1x3x?x3xf32>) -> memref<3x?xf32>
    %61 = "memref.expand_shape"(%60, %arg61) <{reassociation = [[0], [1]], static_output_shape = array<i64: 3, -9223372036854775808>}> : (memref<3x?xf32>, index) -> memref<3x?xf32>
    "func.return"(%61) : (memref<3x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x3x3x1xf32>, index) -> memref<2x2x3x3xf32>, sym_name = "f19"}> ({
  ^bb0(%arg58: memref<4x3x3x1xf32>, %arg59: index):
    %58 = "memref.collapse_shape"(%arg58) <{reassociation = [[0], [1, 2, 3]]}> : (memref<4x3x3x1xf32>) -> memref<4x9xf32>
    %59 = "memref.expand_shape"(%58) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 2, 2, 3, 3>}> : (memref<4x9xf32>) -> memref<2x2x3x3xf32>
    "func.return"(%59) : (memref<2x2x3x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x?x?xf32>, index) -> memref<?xf32>, sym_name = "f20"}> ({
  ^bb0(%arg56: memref<4x?x?xf32>, %arg57: index):
    %56 = "memref.collapse_shape"(%arg56) <{reassociation = [[0, 1, 2]]}> : (memref<4x?x?xf32>) -> memref<?xf32>
    %57 = "memref.expand_shape"(%56, %arg57) <{reassociation = [[0]], static_output_shape = array<i64: -9223372036854775808>}> : (memref<?xf32>, index) -> memref<?xf32>
    "func.return"(%57) : (memref<?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<2x2x1xf32>, index) -> memref<2x2xf32>, sym_name = "f21"}> ({
  ^bb0(%arg54: memref<2x2x1xf32>, %arg55: index):
    %54 = "memref.collapse_shape"(%arg54) <{reassociation = [[0, 1, 2]]}> : (memref<2x2x1xf32>) -> memref<4xf32>
    %55 = "memref.expand_shape"(%54) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 2>}> : (memref<4xf32>) -> memref<2x2xf32>
    "func.return"(%55) : (memref<2x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<2x?x?x4x3xf32>, index) -> memref<1x?x?xf32>, sym_name = "f22"}> ({
  ^bb0(%arg52: memref<2x?x?x4x3xf32>, %arg53: index):
    %52 = "memref.collapse_shape"(%arg52) <{reassociation = [[0, 1], [2, 3, 4]]}> : (memref<2x?x?x4x3xf32>) -> memref<?x?xf32>
    %53 = "memref.expand_shape"(%52, %arg53, %arg53) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, -9223372036854775808, -9223372036854775808>}> : (memref<?x?xf32>, index, index) -> memref<1x?x?xf32>
    "func.return"(%53) : (memref<1x?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x2x?x3xf32>, index) -> memref<?x1x?x3xf32>, sym_name = "f23"}> ({
  ^bb0(%arg50: memref<?x2x?x3xf32>, %arg51: index):
    %50 = "memref.collapse_shape"(%arg50) <{reassociation = [[0, 1], [2], [3]]}> : (memref<?x2x?x3xf32>) -> memref<?x?x3xf32>
    %51 = "memref.expand_shape"(%50, %arg51, %arg51) <{reassociation = [[0], [1, 2], [3]], static_output_shape = array<i64: -9223372036854775808, 1, -9223372036854775808, 3>}> : (memref<?x?x3xf32>, index, index) -> memref<?x1x?x3xf32>
    "func.return"(%51) : (memref<?x1x?x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<1x?x1x2x2xf32>, index) -> memref<1x?x2xf32>, sym_name = "f24"}> ({
  ^bb0(%arg48: memref<1x?x1x2x2xf32>, %arg49: index):
    %48 = "memref.collapse_shape"(%arg48) <{reassociation = [[0], [1, 2, 3], [4]]}> : (memref<1x?x1x2x2xf32>) -> memref<1x?x2xf32>
    %49 = "memref.expand_shape"(%48, %arg49) <{reassociation = [[0], [1], [2]], static_output_shape = array<i64: 1, -9223372036854775808, 2>}> : (memref<1x?x2xf32>, index) -> memref<1x?x2xf32>
    "func.return"(%49) : (memref<1x?x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<3x?x?x?x?xf32>, index) -> memref<?x?xf32>, sym_name = "f25"}> ({
  ^bb0(%arg46: memref<3x?x?x?x?xf32>, %arg47: index):
    %46 = "memref.collapse_shape"(%arg46) <{reassociation = [[0, 1, 2], [3, 4]]}> : (memref<3x?x?x?x?xf32>) -> memref<?x?xf32>
    %47 = "memref.expand_shape"(%46, %arg47, %arg47) <{reassociation = [[0], [1]], static_output_shape = array<i64: -9223372036854775808, -9223372036854775808>}> : (memref<?x?xf32>, index, index) -> memref<?x?xf32>
    "func.return"(%47) : (memref<?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x2x?x3x?xf32>, index) -> memref<1x?x1x?xf32>, sym_name = "f26"}> ({
  ^bb0(%arg44: memref<?x2x?x3x?xf32>, %arg45: index):
    %44 = "memref.collapse_shape"(%arg44) <{reassociation = [[0, 1, 2, 3], [4]]}> : (memref<?x2x?x3x?xf32>) -> memref<?x?xf32>
    %45 = "memref.expand_shape"(%44, %arg45, %arg45) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, -9223372036854775808, 1, -9223372036854775808>}> : (memref<?x?xf32>, index, index) -> memref<1x?x1x?xf32>
    "func.return"(%45) : (memref<1x?x1x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<3x1x2x4x1xf32>, index) -> memref<6x2x2xf32>, sym_name = "f27"}> ({
  ^bb0(%arg42: memref<3x1x2x4x1xf32>, %arg43: index):
    %42 = "memref.collapse_shape"(%arg42) <{reassociation = [[0, 1, 2], [3, 4]]}> : (memref<3x1x2x4x1xf32>) -> memref<6x4xf32>
    %43 = "memref.expand_shape"(%42) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 6, 2, 2>}> : (memref<6x4xf32>) -> memref<6x2x2xf32>
    "func.return"(%43) : (memref<6x2x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<2x3x2x4xf32>, index) -> memref<12x2x2xf32>, sym_name = "f28"}> ({
  ^bb0(%arg40: memref<2x3x2x4xf32>, %arg41: index):
    %40 = "memref.collapse_shape"(%arg40) <{reassociation = [[0, 1, 2], [3]]}> : (memref<2x3x2x4xf32>) -> memref<12x4xf32>
    %41 = "memref.expand_shape"(%40) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 12, 2, 2>}> : (memref<12x4xf32>) -> memref<12x2x2xf32>
    "func.return"(%41) : (memref<12x2x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<2x4x?xf32>, index) -> memref<2x4x?xf32>, sym_name = "f29"}> ({
  ^bb0(%arg38: memref<2x4x?xf32>, %arg39: index):
    %38 = "memref.collapse_shape"(%arg38) <{reassociation = [[0, 1], [2]]}> : (memref<2x4x?xf32>) -> memref<8x?xf32>
    %39 = "memref.expand_shape"(%38, %arg39) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 4, -9223372036854775808>}> : (memref<8x?xf32>, index) -> memref<2x4x?xf32>
    "func.return"(%39) : (memref<2x4x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x1x1x2xf32>, index) -> memref<1x?xf32>, sym_name = "f30"}> ({
  ^bb0(%arg36: memref<?x1x1x2xf32>, %arg37: index):
    %36 = "memref.collapse_shape"(%arg36) <{reassociation = [[0, 1, 2, 3]]}> : (memref<?x1x1x2xf32>) -> memref<?xf32>
    %37 = "memref.expand_shape"(%36, %arg37) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, -9223372036854775808>}> : (memref<?xf32>, index) -> memref<1x?xf32>
    "func.return"(%37) : (memref<1x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<1x3x1x1x3xf32>, index) -> memref<1x9xf32>, sym_name = "f31"}> ({
  ^bb0(%arg34: memref<1x3x1x1x3xf32>, %arg35: index):
    %34 = "memref.collapse_shape"(%arg34) <{reassociation = [[0, 1, 2, 3, 4]]}> : (memref<1x3x1x1x3xf32>) -> memref<9xf32>
    %35 = "memref.expand_shape"(%34) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 9>}> : (memref<9xf32>) -> memref<1x9xf32>
    "func.return"(%35) : (memref<1x9xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<3x3x?xf32>, index) -> memref<1x?xf32>, sym_name = "f32"}> ({
  ^bb0(%arg32: memref<3x3x?xf32>, %arg33: index):
    %32 = "memref.collapse_shape"(%arg32) <{reassociation = [[0, 1, 2]]}> : (memref<3x3x?xf32>) -> memref<?xf32>
    %33 = "memref.expand_shape"(%32, %arg33) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, -9223372036854775808>}> : (memref<?xf32>, index) -> memref<1x?xf32>
    "func.return"(%33) : (memref<1x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<3x3x1xf32>, index) -> memref<3x1x3xf32>, sym_name = "f33"}> ({
  ^bb0(%arg30: memref<3x3x1xf32>, %arg31: index):
    %30 = "memref.collapse_shape"(%arg30) <{reassociation = [[0], [1, 2]]}> : (memref<3x3x1xf32>) -> memref<3x3xf32>
    %31 = "memref.expand_shape"(%30) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 3, 1, 3>}> : (memref<3x3xf32>) -> memref<3x1x3xf32>
    "func.return"(%31) : (memref<3x1x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<2x1xf32>, index) -> memref<2xf32>, sym_name = "f34"}> ({
  ^bb0(%arg28: memref<2x1xf32>, %arg29: index):
    %28 = "memref.collapse_shape"(%arg28) <{reassociation = [[0, 1]]}> : (memref<2x1xf32>) -> memref<2xf32>
    %29 = "memref.expand_shape"(%28) <{reassociation = [[0]], static_output_shape = array<i64: 2>}> : (memref<2xf32>) -> memref<2xf32>
    "func.return"(%29) : (memref<2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<2x1x1x4x?xf32>, index) -> memref<2x1x1x?xf32>, sym_name = "f35"}> ({
  ^bb0(%arg26: memref<2x1x1x4x?xf32>, %arg27: index):
    %26 = "memref.collapse_shape"(%arg26) <{reassociation = [[0, 1], [2], [3, 4]]}> : (memref<2x1x1x4x?xf32>) -> memref<2x1x?xf32>
    %27 = "memref.expand_shape"(%26, %arg27) <{reassociation = [[0], [1, 2], [3]], static_output_shape = array<i64: 2, 1, 1, -9223372036854775808>}> : (memref<2x1x?xf32>, index) -> memref<2x1x1x?xf32>
    "func.return"(%27) : (memref<2x1x1x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<3x3x?x3xf32>, index) -> memref<3x?xf32>, sym_name = "f36"}> ({
  ^bb0(%arg24: memref<3x3x?x3xf32>, %arg25: index):
    %24 = "memref.collapse_shape"(%arg24) <{reassociation = [[0], [1, 2, 3]]}> : (memref<3x3x?x3xf32>) -> memref<3x?xf32>
    %25 = "memref.expand_shape"(%24, %arg25) <{reassociation = [[0], [1]], static_output_shape = array<i64: 3, -9223372036854775808>}> : (memref<3x?xf32>, index) -> memref<3x?xf32>
    "func.return"(%25) : (memref<3x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<3x4xf32>, index) -> memref<2x6xf32>, sym_name = "f37"}> ({
  ^bb0(%arg22: memref<3x4xf32>, %arg23: index):
    %22 = "memref.collapse_shape"(%arg22) <{reassociation = [[0, 1]]}> : (memref<3x4xf32>) -> memref<12xf32>
    %23 = "memref.expand_shape"(%22) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 6>}> : (memref<12xf32>) -> memref<2x6xf32>
    "func.return"(%23) : (memref<2x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<2x?x1xf32>, index) -> memref<1x?xf32>, sym_name = "f38"}> ({
  ^bb0(%arg20: memref<2x?x1xf32>, %arg21: index):
    %20 = "memref.collapse_shape"(%arg20) <{reassociation = [[0, 1, 2]]}> : (memref<2x?x1xf32>) -> memref<?xf32>
    %21 = "memref.expand_shape"(%20, %arg21) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, -9223372036854775808>}> : (memref<?xf32>, index) -> memref<1x?xf32>
    "func.return"(%21) : (memref<1x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<2x4xf32>, index) -> memref<2x4xf32>, sym_name = "f39"}> ({
  ^bb0(%arg18: memref<2x4xf32>, %arg19: index):
    %18 = "memref.collapse_shape"(%arg18) <{reassociation = [[0, 1]]}> : (memref<2x4xf32>) -> memref<8xf32>
    %19 = "memref.expand_shape"(%18) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 4>}> : (memref<8xf32>) -> memref<2x4xf32>
    "func.return"(%19) : (memref<2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<3x2x1x?xf32>, index) -> memref<6x?xf32>, sym_name = "f40"}> ({
  ^bb0(%arg16: memref<3x2x1x?xf32>, %arg17: index):
    %16 = "memref.collapse_shape"(%arg16) <{reassociation = [[0, 1, 2], [3]]}> : (memref<3x2x1x?xf32>) -> memref<6x?xf32>
    %17 = "memref.expand_shape"(%16, %arg17) <{reassociation = [[0], [1]], static_output_shape = array<i64: 6, -9223372036854775808>}> : (memref<6x?xf32>, index) -> memref<6x?xf32>
    "func.return"(%17) : (memref<6x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x2x3x?xf32>, index) -> memref<4x?xf32>, sym_name = "f41"}> ({
  ^bb0(%arg14: memref<4x2x3x?xf32>, %arg15: index):
    %14 = "memref.collapse_shape"(%arg14) <{reassociation = [[0], [1, 2, 3]]}> : (memref<4x2x3x?xf32>) -> memref<4x?xf32>
    %15 = "memref.expand_shape"(%14, %arg15) <{reassociation = [[0], [1]], static_output_shape = array<i64: 4, -9223372036854775808>}> : (memref<4x?xf32>, index) -> memref<4x?xf32>
    "func.return"(%15) : (memref<4x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x2x?x?x?xf32>, index) -> memref<?xf32>, sym_name = "f42"}> ({
  ^bb0(%arg12: memref<?x2x?x?x?xf32>, %arg13: index):
    %12 = "memref.collapse_shape"(%arg12) <{reassociation = [[0, 1, 2, 3, 4]]}> : (memref<?x2x?x?x?xf32>) -> memref<?xf32>
    %13 = "memref.expand_shape"(%12, %arg13) <{reassociation = [[0]], static_output_shape = array<i64: -9223372036854775808>}> : (memref<?xf32>, index) -> memref<?xf32>
    "func.return"(%13) : (memref<?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<1x1x1xf32>, index) -> memref<1xf32>, sym_name = "f43"}> ({
  ^bb0(%arg10: memref<1x1x1xf32>, %arg11: index):
    %10 = "memref.collapse_shape"(%arg10) <{reassociation = [[0, 1, 2]]}> : (memref<1x1x1xf32>) -> memref<1xf32>
    %11 = "memref.expand_shape"(%10) <{reassociation = [[0]], static_output_shape = array<i64: 1>}> : (memref<1xf32>) -> memref<1xf32>
    "func.return"(%11) : (memref<1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x4xf32>, index) -> memref<16xf32>, sym_name = "f44"}> ({
  ^bb0(%arg8: memref<4x4xf32>, %arg9: index):
    %8 = "memref.collapse_shape"(%arg8) <{reassociation = [[0, 1]]}> : (memref<4x4xf32>) -> memref<16xf32>
    %9 = "memref.expand_shape"(%8) <{reassociation = [[0]], static_output_shape = array<i64: 16>}> : (memref<16xf32>) -> memref<16xf32>
    "func.return"(%9) : (memref<16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x3x1xf32>, index) -> memref<4x3xf32>, sym_name = "f45"}> ({
  ^bb0(%arg6: memref<4x3x1xf32>, %arg7: index):
    %6 = "memref.collapse_shape"(%arg6) <{reassociation = [[0], [1, 2]]}> : (memref<4x3x1xf32>) -> memref<4x3xf32>
    %7 = "memref.expand_shape"(%6) <{reassociation = [[0], [1]], static_output_shape = array<i64: 4, 3>}> : (memref<4x3xf32>) -> memref<4x3xf32>
    "func.return"(%7) : (memref<4x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x3xf32>, index) -> memref<1x12xf32>, sym_name = "f46"}> ({
  ^bb0(%arg4: memref<4x3xf32>, %arg5: index):
    %4 = "memref.collapse_shape"(%arg4) <{reassociation = [[0, 1]]}> : (memref<4x3xf32>) -> memref<12xf32>
    %5 = "memref.expand_shape"(%4) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 12>}> : (memref<12xf32>) -> memref<1x12xf32>
    "func.return"(%5) : (memref<1x12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<2x4x4xf32>, index) -> memref<2x16xf32>, sym_name = "f47"}> ({
  ^bb0(%arg2: memref<2x4x4xf32>, %arg3: index):
    %2 = "memref.collapse_shape"(%arg2) <{reassociation = [[0], [1, 2]]}> : (memref<2x4x4xf32>) -> memref<2x16xf32>
    %3 = "memref.expand_shape"(%2) <{reassociation = [[0], [1]], static_output_shape = array<i64: 2, 16>}> : (memref<2x16xf32>) -> memref<2x16xf32>
    "func.return"(%3) : (memref<2x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<1x?x2xf32>, index) -> memref<?x2xf32>, sym_name = "f48"}> ({
  ^bb0(%arg0: memref<1x?x2xf32>, %arg1: index):
    %0 = "memref.collapse_shape"(%arg0) <{reassociation = [[0, 1], [2]]}> : (memref<1x?x2xf32>) -> memref<?x2xf32>
    %1 = "memref.expand_shape"(%0, %arg1) <{reassociation = [[0], [1]], static_output_shape = array<i64: -9223372036854775808, 2>}> : (memref<?x2xf32>, index) -> memref<?x2xf32>
    "func.return"(%1) : (memref<?x2xf32>) -> ()
  }) : () -> ()
}) : () -> ()

