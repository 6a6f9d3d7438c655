"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x4x2xf32>, index) -> memref<?xf32>, sym_name = "g1"}> ({
  ^bb0(%arg64: memref<?x4x2xf32>, %arg65: index):
    %64 = "memref.expand_shape"(%arg64, %arg65) <{reassociation = [[0], [1, 2], [3, 4]], static_output_shape = array<i64: -9223372036854775808, 2, 2, 2, 1>}> : (memref<?x4x2xf32>, index) -> memref<?x2x2x2x1xf32>
    %65 = "memref.collapse_shape"(%64) <{reassociation = [[0, 1, 2, 3, 4]]}> : (memref<?x2x2x2x1xf32>) -> memref<?xf32>
    "func.return"(%65) : (memref<?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?x4xf32>, index) -> memref<?xf32>, sym_name = "g2"}> ({
  ^bb0(%arg62: memref<?x?x4xf32>, %arg63: index):
    %62 = "memref.expand_shape"(%arg62, %arg63, %arg63) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: -9223372036854775808, -9223372036854775808, 2, 2>}> : (memref<?x?x4xf32>, index, index) -> memref<?x?x2x2xf32>
    %63 = "memref.collapse_shape"(%62) <{reassociation = [[0, 1, 2, 3]]}> : (memref<?x?x2x2xf32>) -> memref<?xf32>
    "func.return"(%63) : (memref<?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<2x6x6xf32>, index) -> memref<72xf32>, sym_name = "g3"}> ({
  ^bb0(%arg60: memref<2x6x6xf32>, %arg61: index):
    %60 = "memref.expand_shape"(%arg60) <{reassociation = [[0], [1, 2], [3, 4]], static_output_shape = array<i64: 2, 2, 3, 2, 3>}> : (memref<2x6x6xf32>) -> memref<2x2x3x2x3xf32>
    %61 = "memref.collapse_shape"(%60) <{reassociation = [[0, 1, 2, 3, 4]]}> : (memref<2x2x3x2x3xf32>) -> memref<72xf32>
    "func.return"(%61) : (memref<72xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<2x6xf32>, index) -> memref<12xf32>, sym_name = "g4"}> ({
  ^bb0(%arg58: memref<2x6xf32>, %arg59: index):
    %58 = "memref.expand_shape"(%arg58) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 1, 6>}> : (memref<2x6xf32>) -> memref<2x1x6xf32>
    %59 = "memref.collapse_shape"(%58) <{reassociation = [[0, 1, 2]]}> : (memref<2x1x6xf32>) -> memref<12xf32>
    "func.return"(%59) : (memref<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<2x4xf32>, index) -> memref<1x2x4xf32>, sym_name = "g5"}> ({
  ^bb0(%arg56: memref<2x4xf32>, %arg57: index):
    %56 = "memref.expand_shape"(%arg56) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 2, 2, 2>}> : (memref<2x4xf32>) -> memref<1x2x2x2xf32>
    %57 = "memref.collapse_shape"(%56) <{reassociation = [[0], [1], [2, 3]]}> : (memref<1x2x2x2xf32>) -> memref<1x2x4xf32>
    "func.return"(%57) : (memref<1x2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4xf32>, index) -> memref<4xf32>, sym_name = "g6"}> ({
  ^bb0(%arg54: memref<4xf32>, %arg55: index):
    %54 = "memref.expand_shape"(%arg54) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 2>}> : (memref<4xf32>) -> memref<2x2xf32>
    %55 = "memref.collapse_shape"(%54) <{reassociation = [[0, 1]]}> : (memref<2x2xf32>) -> memref<4xf32>
    "func.return"(%55) : (memref<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<6x2xf32>, index) -> memref<12xf32>, sym_name = "g7"}> ({
  ^bb0(%arg52: memref<6x2xf32>, %arg53: index):
    %52 = "memref.expand_shape"(%arg52) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 2, 3, 2, 1>}> : (memref<6x2xf32>) -> memref<2x3x2x1xf32>
    %53 = "memref.collapse_shape"(%52) <{reassociation = [[0, 1, 2, 3]]}> : (memref<2x3x2x1xf32>) -> memref<12xf32>
    "func.return"(%53) : (memref<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<6x6x?xf32>, index) -> memref<2x?xf32>, sym_name = "g8"}> ({
  ^bb0(%arg50: memref<6x6x?xf32>, %arg51: index):
    %50 = "memref.expand_shape"(%arg50, %arg51) <{reassociation = [[0, 1], [2, 3], [4]], static_output_shape = array<i64: 2, 3, 2, 3, -9223372036854775808>}> : (memref<6x6x?xf32>, index) -> memref<2x3x2x3x?xf32>
    %51 = "memref.collapse_shape"(%50) <{reassociation = [[0], [1, 2, 3, 4]]}> : (memref<2x3x2x3x?xf32>) -> memref<2x?xf32>
    "func.return"(%51) : (memref<2x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<6x6x?xf32>, index) -> memref<36x?xf32>, sym_name = "g9"}> ({
  ^bb0(%arg48: memref<6x6x?xf32>, %arg49: index):
    %48 = "memref.expand_shape"(%arg48, %arg49) <{reassociation = [[0, 1], [2, 3], [4]], static_output_shape = array<i64: 2, 3, 2, 3, -9223372036854775808>}> : (memref<6x6x?xf32>, index) -> memref<2x3x2x3x?xf32>
    %49 = "memref.collapse_shape"(%48) <{reassociation = [[0, 1, 2, 3], [4]]}> : (memref<2x3x2x3x?xf32>) -> memref<36x?xf32>
    "func.return"(%49) : (memref<36x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4xf32>, index) -> memref<4xf32>, sym_name = "g10"}> ({
  ^bb0(%arg46: memref<4xf32>, %arg47: index):
    %46 = "memref.expand_shape"(%arg46) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 2>}> : (memref<4xf32>) -> memref<2x2xf32>
    %47 = "memref.collapse_shape"(%46) <{reassociation = [[0, 1]]}> : (memref<2x2xf32>) -> memref<4xf32>
    "func.return"(%47) : (memref<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x4x4xf32>, index) -> memref<64xf32>, sym_name = "g11"}> ({
  ^bb0(%arg44: memref<4x4x4xf32>, %arg45: index):
    %44 = "memref.expand_shape"(%arg44) <{reassociation = [[0], [1, 2], [3]], static_output_shape = array<i64: 4, 2, 2, 4>}> : (memref<4x4x4xf32>) -> memref<4x2x2x4xf32>
    %45 = "memref.collapse_shape"(%44) <{reassociation = [[0, 1, 2, 3]]}> : (memref<4x2x2x4xf32>) -> memref<64xf32>
    "func.return"(%45) : (memref<64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<2x2xf32>, index) -> memref<2x1x2xf32>, sym_name = "g12"}> ({
  ^bb0(%arg42: memref<2x2xf32>, %arg43: index):
    %42 = "memref.expand_shape"(%arg42) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 2, 1, 2, 1>}> : (memref<2x2xf32>) -> memref<2x1x2x1xf32>
    %43 = "memref.collapse_shape"(%42) <{reassociation = [[0], [1], [2, 3]]}> : (memref<2x1x2x1xf32>) -> memref<2x1x2xf32>
    "func.return"(%43) : (memref<2x1x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf32>, index) -> memref<?xf32>, sym_name = "g13"}> ({
  ^bb0(%arg40: memref<?x?xf32>, %arg41: index):
    %40 = "memref.expand_shape"(%arg40, %arg41, %arg41) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, -9223372036854775808, 1, -9223372036854775808>}> : (memref<?x?xf32>, index, index) -> memref<1x?x1x?xf32>
    %41 = "memref.collapse_shape"(%40) <{reassociation = [[0, 1, 2, 3]]}> : (memref<1x?x1x?xf32>) -> memref<?xf32>
    "func.return"(%41) : (memref<?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4xf32>, index) -> memref<4xf32>, sym_name = "g14"}> ({
  ^bb0(%arg38: memref<4xf32>, %arg39: index):
    %38 = "memref.expand_shape"(%arg38) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 2>}> : (memref<4xf32>) -> memref<2x2xf32>
    %39 = "memref.collapse_shape"(%38) <{reassociation = [[0, 1]]}> : (memref<2x2xf32>) -> memref<4xf32>
    "func.return"(%39) : (memref<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x4xf32>, index) -> memref<1x16xf32>, sym_name = "g15"}> ({
  ^bb0(%arg36: memref<4x4xf32>, %arg37: index):
    %36 = "memref.expand_shape"(%arg36) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 4, 2, 2>}> : (memref<4x4xf32>) -> memref<1x4x2x2xf32>
    %37 = "memref.collapse_shape"(%36) <{reassociation = [[0], [1, 2, 3]]}> : (memref<1x4x2x2xf32>) -> memref<1x16xf32>
    "func.return"(%37) : (memref<1x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4xf32>, index) -> memref<4xf32>, sym_name = "g16"}> ({
  ^bb0(%arg34: memref<4xf32>, %arg35: index):
    %34 = "memref.expand_shape"(%arg34) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 2>}> : (memref<4xf32>) -> memref<2x2xf32>
    %35 = "memref.collapse_shape"(%34) <{reassociation = [[0, 1]]}> : (memref<2x2xf32>) -> memref<4xf32>
    "func.return"(%35) : (memref<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x2x2xf32>, index) -> memref<16xf32>, sym_name = "g17"}> ({
  ^bb0(%arg32: memref<4x2x2xf32>, %arg33: index):
    %32 = "memref.expand_shape"(%arg32) <{reassociation = [[0, 1], [2, 3], [4, 5]], static_output_shape = array<i64: 2, 2, 2, 1, 2, 1>}> : (memref<4x2x2xf32>) -> memref<2x2x2x1x2x1xf32>
    %33 = "memref.collapse_shape"(%32) <{reassociation = [[0, 1, 2, 3, 4, 5]]}> : (memref<2x2x2x1x2x1xf32>) -> memref<16xf32>
    "func.return"(%33) : (memref<16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x6x6xf32>, index) -> memref<2x4x3x6xf32>, sym_name = "g18"}> ({
  ^bb0(%arg30: memref<4x6x6xf32>, %arg31: index):
    %30 = "memref.expand_shape"(%arg30) <{reassociation = [[0, 1], [2, 3], [4, 5]], static_output_shape = array<i64: 2, 2, 2, 3, 2, 3>}> : (memref<4x6x6xf32>) -> memref<2x2x2x3x2x3xf32>
    %31 = "memref.collapse_shape"(%30) <{reassociation = [[0], [1, 2], [3], [4, 5]]}> : (memref<2x2x2x3x2x3xf32>) -> memref<2x4x3x6xf32>
    "func.return"(%31) : (memref<2x4x3x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<2xf32>, index) -> memref<2xf32>, sym_name = "g19"}> ({
  ^bb0(%arg28: memref<2xf32>, %arg29: index):
    %28 = "memref.expand_shape"(%arg28) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 1>}> : (memref<2xf32>) -> memref<2x1xf32>
    %29 = "memref.collapse_shape"(%28) <{reassociation = [[0, 1]]}> : (memref<2x1xf32>) -> memref<2xf32>
    "func.return"(%29) : (memref<2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x4xf32>, index) -> memref<4x4xf32>, sym_name = "g20"}> ({
  ^bb0(%arg26: memref<4x4xf32>, %arg27: index):
    %26 = "memref.expand_shape"(%arg26) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 2, 4>}> : (memref<4x4xf32>) -> memref<2x2x4xf32>
    %27 = "memref.collapse_shape"(%26) <{reassociation = [[0, 1], [2]]}> : (memref<2x2x4xf32>) -> memref<4x4xf32>
    "func.return"(%27) : (memref<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x4x4xf32>, index) -> memref<?x8xf32>, sym_name = "g21"}> ({
  ^bb0(%arg24: memref<?x4x4xf32>, %arg25: index):
    %24 = "memref.expand_shape"(%arg24, %arg25) <{reassociation = [[0], [1, 2], [3, 4]], static_output_shape = array<i64: -9223372036854775808, 2, 2, 2, 2>}> : (memref<?x4x4xf32>, index) -> memref<?x2x2x2x2xf32>
    %25 = "memref.collapse_shape"(%24) <{reassociation = [[0, 1], [2, 3, 4]]}> : (memref<?x2x2x2x2xf32>) -> memref<?x8xf32>
    "func.return"(%25) : (memref<?x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<6x2xf32>, index) -> memref<12xf32>, sym_name = "g22"}> ({
  ^bb0(%arg22: memref<6x2xf32>, %arg23: index):
    %22 = "memref.expand_shape"(%arg22) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 6, 2, 1>}> : (memref<6x2xf32>) -> memref<6x2x1xf32>
    %23 = "memref.collapse_shape"(%22) <{reassociation = [[0, 1, 2]]}> : (memref<6x2x1xf32>) -> memref<12xf32>
    "func.return"(%23) : (memref<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x6x?xf32>, index) -> memref<?x6x?xf32>, sym_name = "g23"}> ({
  ^bb0(%arg20: memref<?x6x?xf32>, %arg21: index):
    %20 = "memref.expand_shape"(%arg20, %arg21, %arg21) <{reassociation = [[0], [1, 2], [3]], static_output_shape = array<i64: -9223372036854775808, 1, 6, -9223372036854775808>}> : (memref<?x6x?xf32>, index, index) -> memref<?x1x6x?xf32>
    %21 = "memref.collapse_shape"(%20) <{reassociation = [[0, 1], [2], [3]]}> : (memref<?x1x6x?xf32>) -> memref<?x6x?xf32>
    "func.return"(%21) : (memref<?x6x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<2x4xf32>, index) -> memref<2x2x2xf32>, sym_name = "g24"}> ({
  ^bb0(%arg18: memref<2x4xf32>, %arg19: index):
    %18 = "memref.expand_shape"(%arg18) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 2, 1, 2, 2>}> : (memref<2x4xf32>) -> memref<2x1x2x2xf32>
    %19 = "memref.collapse_shape"(%18) <{reassociation = [[0], [1, 2], [3]]}> : (memref<2x1x2x2xf32>) -> memref<2x2x2xf32>
    "func.return"(%19) : (memref<2x2x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x4x?xf32>, index) -> memref<?xf32>, sym_name = "g25"}> ({
  ^bb0(%arg16: memref<4x4x?xf32>, %arg17: index):
    %16 = "memref.expand_shape"(%arg16, %arg17) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 4, -9223372036854775808>}> : (memref<4x4x?xf32>, index) -> memref<2x2x4x?xf32>
    %17 = "memref.collapse_shape"(%16) <{reassociation = [[0, 1, 2, 3]]}> : (memref<2x2x4x?xf32>) -> memref<?xf32>
    "func.return"(%17) : (memref<?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x2xf32>, index) -> memref<4x2xf32>, sym_name = "g26"}> ({
  ^bb0(%arg14: memref<4x2xf32>, %arg15: index):
    %14 = "memref.expand_shape"(%arg14) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 2, 2>}> : (memref<4x2xf32>) -> memref<2x2x2xf32>
    %15 = "memref.collapse_shape"(%14) <{reassociation = [[0, 1], [2]]}> : (memref<2x2x2xf32>) -> memref<4x2xf32>
    "func.return"(%15) : (memref<4x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<6x6xf32>, index) -> memref<36xf32>, sym_name = "g27"}> ({
  ^bb0(%arg12: memref<6x6xf32>, %arg13: index):
    %12 = "memref.expand_shape"(%arg12) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 6, 2, 3>}> : (memref<6x6xf32>) -> memref<6x2x3xf32>
    %13 = "memref.collapse_shape"(%12) <{reassociation = [[0, 1, 2]]}> : (memref<6x2x3xf32>) -> memref<36xf32>
    "func.return"(%13) : (memref<36xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<6x?xf32>, index) -> memref<1x?xf32>, sym_name = "g28"}> ({
  ^bb0(%arg10: memref<6x?xf32>, %arg11: index):
    %10 = "memref.expand_shape"(%arg10, %arg11) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 6, -9223372036854775808>}> : (memref<6x?xf32>, index) -> memref<1x6x?xf32>
    %11 = "memref.collapse_shape"(%10) <{reassociation = [[0], [1, 2]]}> : (memref<1x6x?xf32>) -> memref<1x?xf32>
    "func.return"(%11) : (memref<1x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x6xf32>, index) -> memref<4x6xf32>, sym_name = "g29"}> ({
  ^bb0(%arg8: memref<4x6xf32>, %arg9: index):
    %8 = "memref.expand_shape"(%arg8) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 2, 2, 2, 3>}> : (memref<4x6xf32>) -> memref<2x2x2x3xf32>
    %9 = "memref.collapse_shape"(%8) <{reassociation = [[0, 1], [2, 3]]}> : (memref<2x2x2x3xf32>) -> memref<4x6xf32>
    "func.return"(%9) : (memref<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<6xf32>, index) -> memref<6xf32>, sym_name = "g30"}> ({
  ^bb0(%arg6: memref<6xf32>, %arg7: index):
    %6 = "memref.expand_shape"(%arg6) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 3>}> : (memref<6xf32>) -> memref<2x3xf32>
    %7 = "memref.collapse_shape"(%6) <{reassociation = [[0, 1]]}> : (memref<2x3xf32>) -> memref<6xf32>
    "func.return"(%7) : (memref<6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<2x2xf32>, index) -> memref<1x4xf32>, sym_name = "g31"}> ({
  ^bb0(%arg4: memref<2x2xf32>, %arg5: index):
    %4 = "memref.expand_shape"(%arg4) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 2, 2>}> : (memref<2x2xf32>) -> memref<1x2x2xf32>
    %5 = "memref.collapse_shape"(%4) <{reassociation = [[0], [1, 2]]}> : (memref<1x2x2xf32>) -> memref<1x4xf32>
    "func.return"(%5) : (memref<1x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4xf32>, index) -> memref<4xf32>, sym_name = "g32"}> ({
  ^bb0(%arg2: memref<4xf32>, %arg3: index):
    %2 = "memref.expand_shape"(%arg2) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 2>}> : (memref<4xf32>) -> memref<2x2xf32>
    %3 = "memref.collapse_shape"(%2) <{reassociation = [[0, 1]]}> : (memref<2x2xf32>) -> memref<4xf32>
    "func.return"(%3) : (memref<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x2xf32>, index) -> memref<8xf32>, sym_name = "g33"}> ({
  ^bb0(%arg0: memref<4x2xf32>, %arg1: index):
    %0 = "memref.expand_shape"(%arg0) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 2, 2, 2, 1>}> : (memref<4x2xf32>) -> memref<2x2x2x1xf32>
    %1 = "memref.collapse_shape"(%0) <{reassociation = [[0, 1, 2, 3]]}> : (memref<2x2x2x1xf32>) -> memref<8xf32>
    "func.return"(%1) : (memref<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

