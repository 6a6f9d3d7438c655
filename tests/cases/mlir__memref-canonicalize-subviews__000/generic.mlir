"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x1xf32, strided<[16, 16], offset: 3>>, index, index) -> index, sym_name = "f0"}> ({
  ^bb0(%arg117: memref<?x1xf32, strided<[16, 16], offset: 3>>, %arg118: index, %arg119: index):
    %203 = "arith.constant"() <{value = 0 : index}> : () -> index
    %204 = "arith.constant"() <{value = 1 : index}> : () -> index
    %205 = "arith.constant"() <{value = 2 : index}> : () -> index
    %206 = "memref.subview"(%arg117, %203, %arg118, %arg119, %204) <{operandSegmentSizes = array<i32: 1, 2, 1, 1>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 2>, static_strides = array<i64: 2, -9223372036854775808>}> : (memref<?x1xf32, strided<[16, 16], offset: 3>>, index, index, index, index) -> memref<?x2xf32, strided<[32, ?], offset: ?>>
    "test.use"(%206) : (memref<?x2xf32, strided<[32, ?], offset: ?>>) -> ()
    %207 = "memref.dim"(%206, %203) : (memref<?x2xf32, strided<[32, ?], offset: ?>>, index) -> index
    "func.return"(%207) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<1xf32, strided<[16], offset: 3>>, index, index) -> index, sym_name = "f1"}> ({
  ^bb0(%arg114: memref<1xf32, strided<[16], offset: 3>>, %arg115: index, %arg116: index):
    %198 = "arith.constant"() <{value = 0 : index}> : () -> index
    %199 = "arith.constant"() <{value = 1 : index}> : () -> index
    %200 = "arith.constant"() <{value = 2 : index}> : () -> index
    %201 = "memref.subview"(%arg114, %199) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (memref<1xf32, strided<[16], offset: 3>>, index) -> memref<2xf32, strided<[16], offset: ?>>
    "test.use"(%201) : (memref<2xf32, strided<[16], offset: ?>>) -> ()
    %202 = "memref.dim"(%201, %198) : (memref<2xf32, strided<[16], offset: ?>>, index) -> index
    "func.return"(%202) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<1xf32, strided<[2], offset: ?>>, index, index) -> index, sym_name = "f2"}> ({
  ^bb0(%arg111: memref<1xf32, strided<[2], offset: ?>>, %arg112: index, %arg113: index):
    %193 = "arith.constant"() <{value = 0 : index}> : () -> index
    %194 = "arith.constant"() <{value = 1 : index}> : () -> index
    %195 = "arith.constant"() <{value = 2 : index}> : () -> index
    %196 = "memref.subview"(%arg111, %193, %194) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 2>}> : (memref<1xf32, strided<[2], offset: ?>>, index, index) -> memref<?xf32, strided<[4], offset: ?>>
    "test.use"(%196) : (memref<?xf32, strided<[4], offset: ?>>) -> ()
    %197 = "memref.dim"(%196, %193) : (memref<?xf32, strided<[4], offset: ?>>, index) -> index
    "func.return"(%197) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4xf32>, index, index) -> index, sym_name = "f3"}> ({
  ^bb0(%arg108: memref<4xf32>, %arg109: index, %arg110: index):
    %188 = "arith.constant"() <{value = 0 : index}> : () -> index
    %189 = "arith.constant"() <{value = 1 : index}> : () -> index
    %190 = "arith.constant"() <{value = 2 : index}> : () -> index
    %191 = "memref.subview"(%arg108, %arg109) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (memref<4xf32>, index) -> memref<1xf32, strided<[1], offset: ?>>
    "test.use"(%191) : (memref<1xf32, strided<[1], offset: ?>>) -> ()
    %192 = "memref.dim"(%191, %188) : (memref<1xf32, strided<[1], offset: ?>>, index) -> index
    "func.return"(%192) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8xf32, strided<[16], offset: 3>>, index, index) -> index, sym_name = "f4"}> ({
  ^bb0(%arg105: memref<8xf32, strided<[16], offset: 3>>, %arg106: index, %arg107: index):
    %183 = "arith.constant"() <{value = 0 : index}> : () -> index
    %184 = "arith.constant"() <{value = 1 : index}> : () -> index
    %185 = "arith.constant"() <{value = 2 : index}> : () -> index
    %186 = "memref.subview"(%arg105, %arg106) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: -9223372036854775808>}> : (memref<8xf32, strided<[16], offset: 3>>, index) -> memref<1xf32, strided<[?], offset: 3>>
    "test.use"(%186) : (memref<1xf32, strided<[?], offset: 3>>) -> ()
    %187 = "memref.dim"(%186, %183) : (memref<1xf32, strided<[?], offset: 3>>, index) -> index
    "func.return"(%187) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<1x?x8xf32, strided<[2, 16, ?], offset: 3>>, index, index) -> index, sym_name = "f6"}> ({
  ^bb0(%arg102: memref<1x?x8xf32, strided<[2, 16, ?], offset: 3>>, %arg103: index, %arg104: index):
    %178 = "arith.constant"() <{value = 0 : index}> : () -> index
    %179 = "arith.constant"() <{value = 1 : index}> : () -> index
    %180 = "arith.constant"() <{value = 2 : index}> : () -> index
    %181 = "memref.subview"(%arg102, %178, %179, %180, %arg104, %arg104, %179) <{operandSegmentSizes = array<i32: 1, 2, 3, 1>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, 1>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 2, 1, -9223372036854775808>}> : (memref<1x?x8xf32, strided<[2, 16, ?], offset: 3>>, index, index, index, index, index, index) -> memref<?x?x?xf32, strided<[4, 16, ?], offset: ?>>
    "test.use"(%181) : (memref<?x?x?xf32, strided<[4, 16, ?], offset: ?>>) -> ()
    %182 = "memref.dim"(%181, %180) : (memref<?x?x?xf32, strided<[4, 16, ?], offset: ?>>, index) -> index
    "func.return"(%182) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x?xf32>, index, index) -> index, sym_name = "f7"}> ({
  ^bb0(%arg99: memref<4x?xf32>, %arg100: index, %arg101: index):
    %172 = "arith.constant"() <{value = 0 : index}> : () -> index
    %173 = "arith.constant"() <{value = 1 : index}> : () -> index
    %174 = "arith.constant"() <{value = 2 : index}> : () -> index
    %175 = "memref.cast"(%arg99) : (memref<4x?xf32>) -> memref<4x?xf32>
    %176 = "memref.subview"(%175, %arg101, %arg100) <{operandSegmentSizes = array<i32: 1, 0, 1, 1>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, 1>, static_strides = array<i64: 2, -9223372036854775808>}> : (memref<4x?xf32>, index, index) -> memref<?x1xf32, strided<[?, ?]>>
    "test.use"(%176) : (memref<?x1xf32, strided<[?, ?]>>) -> ()
    %177 = "memref.dim"(%176, %172) : (memref<?x1xf32, strided<[?, ?]>>, index) -> index
    "func.return"(%177) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8xf32>, index, index) -> index, sym_name = "f8"}> ({
  ^bb0(%arg96: memref<8xf32>, %arg97: index, %arg98: index):
    %166 = "arith.constant"() <{value = 0 : index}> : () -> index
    %167 = "arith.constant"() <{value = 1 : index}> : () -> index
    %168 = "arith.constant"() <{value = 2 : index}> : () -> index
    %169 = "memref.cast"(%arg96) : (memref<8xf32>) -> memref<8xf32>
    %170 = "memref.subview"(%169) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 2>}> : (memref<8xf32>) -> memref<2xf32, strided<[2]>>
    "test.use"(%170) : (memref<2xf32, strided<[2]>>) -> ()
    %171 = "memref.dim"(%170, %166) : (memref<2xf32, strided<[2]>>, index) -> index
    "func.return"(%171) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8x8xf32, strided<[1, ?], offset: ?>>, index, index) -> index, sym_name = "f9"}> ({
  ^bb0(%arg93: memref<8x8xf32, strided<[1, ?], offset: ?>>, %arg94: index, %arg95: index):
    %161 = "arith.constant"() <{value = 0 : index}> : () -> index
    %162 = "arith.constant"() <{value = 1 : index}> : () -> index
    %163 = "arith.constant"() <{value = 2 : index}> : () -> index
    %164 = "memref.subview"(%arg93, %arg94, %arg94, %arg95, %162) <{operandSegmentSizes = array<i32: 1, 2, 1, 1>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 1, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, 1>}> : (memref<8x8xf32, strided<[1, ?], offset: ?>>, index, index, index, index) -> memref<1x?xf32, strided<[?, ?], offset: ?>>
    "test.use"(%164) : (memref<1x?xf32, strided<[?, ?], offset: ?>>) -> ()
    %165 = "memref.dim"(%164, %161) : (memref<1x?xf32, strided<[?, ?], offset: ?>>, index) -> index
    "func.return"(%165) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf32>, index, index) -> index, sym_name = "f11"}> ({
  ^bb0(%arg90: memref<?x?xf32>, %arg91: index, %arg92: index):
    %156 = "arith.constant"() <{value = 0 : index}> : () -> index
    %157 = "arith.constant"() <{value = 1 : index}> : () -> index
    %158 = "arith.constant"() <{value = 2 : index}> : () -> index
    %159 = "memref.subview"(%arg90, %arg91, %arg92, %arg91) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, static_offsets = array<i64: 1, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 2>, static_strides = array<i64: -9223372036854775808, 1>}> : (memref<?x?xf32>, index, index, index) -> memref<?x2xf32, strided<[?, 1], offset: ?>>
    "test.use"(%159) : (memref<?x2xf32, strided<[?, 1], offset: ?>>) -> ()
    %160 = "memref.dim"(%159, %156) : (memref<?x2xf32, strided<[?, 1], offset: ?>>, index) -> index
    "func.return"(%160) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8x8xf32, strided<[1, ?], offset: 3>>, index, index) -> index, sym_name = "f12"}> ({
  ^bb0(%arg87: memref<8x8xf32, strided<[1, ?], offset: 3>>, %arg88: index, %arg89: index):
    %151 = "arith.constant"() <{value = 0 : index}> : () -> index
    %152 = "arith.constant"() <{value = 1 : index}> : () -> index
    %153 = "arith.constant"() <{value = 2 : index}> : () -> index
    %154 = "memref.subview"(%arg87, %152, %arg88) <{operandSegmentSizes = array<i32: 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 8, 1>, static_strides = array<i64: 2, 2>}> : (memref<8x8xf32, strided<[1, ?], offset: 3>>, index, index) -> memref<8x1xf32, strided<[2, ?], offset: ?>>
    "test.use"(%154) : (memref<8x1xf32, strided<[2, ?], offset: ?>>) -> ()
    %155 = "memref.dim"(%154, %152) : (memref<8x1xf32, strided<[2, ?], offset: ?>>, index) -> index
    "func.return"(%155) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4xf32, strided<[?], offset: 3>>, index, index) -> index, sym_name = "f14"}> ({
  ^bb0(%arg84: memref<4xf32, strided<[?], offset: 3>>, %arg85: index, %arg86: index):
    %146 = "arith.constant"() <{value = 0 : index}> : () -> index
    %147 = "arith.constant"() <{value = 1 : index}> : () -> index
    %148 = "arith.constant"() <{value = 2 : index}> : () -> index
    %149 = "memref.subview"(%arg84, %147, %147, %arg85) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: -9223372036854775808>}> : (memref<4xf32, strided<[?], offset: 3>>, index, index, index) -> memref<?xf32, strided<[?], offset: ?>>
    "test.use"(%149) : (memref<?xf32, strided<[?], offset: ?>>) -> ()
    %150 = "memref.dim"(%149, %146) : (memref<?xf32, strided<[?], offset: ?>>, index) -> index
    "func.return"(%150) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf32, strided<[2, 16]>>, index, index) -> index, sym_name = "f16"}> ({
  ^bb0(%arg81: memref<?x?xf32, strided<[2, 16]>>, %arg82: index, %arg83: index):
    %141 = "arith.constant"() <{value = 0 : index}> : () -> index
    %142 = "arith.constant"() <{value = 1 : index}> : () -> index
    %143 = "arith.constant"() <{value = 2 : index}> : () -> index
    %144 = "memref.subview"(%arg81, %141, %142, %142) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, -9223372036854775808>, static_strides = array<i64: 2, -9223372036854775808>}> : (memref<?x?xf32, strided<[2, 16]>>, index, index, index) -> memref<2x?xf32, strided<[4, ?], offset: ?>>
    "test.use"(%144) : (memref<2x?xf32, strided<[4, ?], offset: ?>>) -> ()
    %145 = "memref.dim"(%144, %141) : (memref<2x?xf32, strided<[4, ?], offset: ?>>, index) -> index
    "func.return"(%145) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x8x8xf32, strided<[?, 1, 1]>>, index, index) -> index, sym_name = "f17"}> ({
  ^bb0(%arg78: memref<?x8x8xf32, strided<[?, 1, 1]>>, %arg79: index, %arg80: index):
    %136 = "arith.constant"() <{value = 0 : index}> : () -> index
    %137 = "arith.constant"() <{value = 1 : index}> : () -> index
    %138 = "arith.constant"() <{value = 2 : index}> : () -> index
    %139 = "memref.subview"(%arg78, %137, %137, %137, %137) <{operandSegmentSizes = array<i32: 1, 2, 1, 1>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, 1>, static_sizes = array<i64: -9223372036854775808, 2, 2>, static_strides = array<i64: -9223372036854775808, 1, 2>}> : (memref<?x8x8xf32, strided<[?, 1, 1]>>, index, index, index, index) -> memref<?x2x2xf32, strided<[?, 1, 2], offset: ?>>
    "test.use"(%139) : (memref<?x2x2xf32, strided<[?, 1, 2], offset: ?>>) -> ()
    %140 = "memref.dim"(%139, %138) : (memref<?x2x2xf32, strided<[?, 1, 2], offset: ?>>, index) -> index
    "func.return"(%140) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<1x1x4xf32>, index, index) -> index, sym_name = "f19"}> ({
  ^bb0(%arg75: memref<1x1x4xf32>, %arg76: index, %arg77: index):
    %131 = "arith.constant"() <{value = 0 : index}> : () -> index
    %132 = "arith.constant"() <{value = 1 : index}> : () -> index
    %133 = "arith.constant"() <{value = 2 : index}> : () -> index
    %134 = "memref.subview"(%arg75, %131, %arg76, %131, %arg77, %132, %133, %132) <{operandSegmentSizes = array<i32: 1, 3, 3, 1>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 2, 1, -9223372036854775808>}> : (memref<1x1x4xf32>, index, index, index, index, index, index, index) -> memref<?x?x?xf32, strided<[8, 4, ?], offset: ?>>
    "test.use"(%134) : (memref<?x?x?xf32, strided<[8, 4, ?], offset: ?>>) -> ()
    %135 = "memref.dim"(%134, %131) : (memref<?x?x?xf32, strided<[8, 4, ?], offset: ?>>, index) -> index
    "func.return"(%135) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xf32>, index, index) -> index, sym_name = "f21"}> ({
  ^bb0(%arg72: memref<?xf32>, %arg73: index, %arg74: index):
    %126 = "arith.constant"() <{value = 0 : index}> : () -> index
    %127 = "arith.constant"() <{value = 1 : index}> : () -> index
    %128 = "arith.constant"() <{value = 2 : index}> : () -> index
    %129 = "memref.subview"(%arg72, %127, %arg73) <{operandSegmentSizes = array<i32: 1, 1, 0, 1>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 2>, static_strides = array<i64: -9223372036854775808>}> : (memref<?xf32>, index, index) -> memref<2xf32, strided<[?], offset: ?>>
    "test.use"(%129) : (memref<2xf32, strided<[?], offset: ?>>) -> ()
    %130 = "memref.dim"(%129, %126) : (memref<2xf32, strided<[?], offset: ?>>, index) -> index
    "func.return"(%130) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4xf32, strided<[16]>>, index, index) -> index, sym_name = "f22"}> ({
  ^bb0(%arg69: memref<4xf32, strided<[16]>>, %arg70: index, %arg71: index):
    %122 = "arith.constant"() <{value = 0 : index}> : () -> index
    %123 = "arith.constant"() <{value = 1 : index}> : () -> index
    %124 = "arith.constant"() <{value = 2 : index}> : () -> index
    %125 = "memref.subview"(%arg69, %122) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 2>}> : (memref<4xf32, strided<[16]>>, index) -> memref<f32, strided<[], offset: ?>>
    "test.use"(%125) : (memref<f32, strided<[], offset: ?>>) -> ()
    "func.return"(%arg70) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x4x4xf32>, index, index) -> index, sym_name = "f24"}> ({
  ^bb0(%arg66: memref<?x4x4xf32>, %arg67: index, %arg68: index):
    %116 = "arith.constant"() <{value = 0 : index}> : () -> index
    %117 = "arith.constant"() <{value = 1 : index}> : () -> index
    %118 = "arith.constant"() <{value = 2 : index}> : () -> index
    %119 = "memref.cast"(%arg66) : (memref<?x4x4xf32>) -> memref<?x?x4xf32>
    %120 = "memref.subview"(%119, %117, %117, %118, %arg68) <{operandSegmentSizes = array<i32: 1, 1, 3, 0>, static_offsets = array<i64: 1, -9223372036854775808, 0>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1, 2>}> : (memref<?x?x4xf32>, index, index, index, index) -> memref<?x?x?xf32, strided<[?, 4, 2], offset: ?>>
    "test.use"(%120) : (memref<?x?x?xf32, strided<[?, 4, 2], offset: ?>>) -> ()
    %121 = "memref.dim"(%120, %118) : (memref<?x?x?xf32, strided<[?, 4, 2], offset: ?>>, index) -> index
    "func.return"(%121) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<1x4xf32>, index, index) -> index, sym_name = "f25"}> ({
  ^bb0(%arg63: memref<1x4xf32>, %arg64: index, %arg65: index):
    %111 = "arith.constant"() <{value = 0 : index}> : () -> index
    %112 = "arith.constant"() <{value = 1 : index}> : () -> index
    %113 = "arith.constant"() <{value = 2 : index}> : () -> index
    %114 = "memref.subview"(%arg63, %112, %112, %112, %arg64) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808>}> : (memref<1x4xf32>, index, index, index, index) -> memref<1x?xf32, strided<[?, ?], offset: ?>>
    "test.use"(%114) : (memref<1x?xf32, strided<[?, ?], offset: ?>>) -> ()
    %115 = "memref.dim"(%114, %111) : (memref<1x?xf32, strided<[?, ?], offset: ?>>, index) -> index
    "func.return"(%115) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x4x?xf32>, index, index) -> index, sym_name = "f26"}> ({
  ^bb0(%arg60: memref<4x4x?xf32>, %arg61: index, %arg62: index):
    %105 = "arith.constant"() <{value = 0 : index}> : () -> index
    %106 = "arith.constant"() <{value = 1 : index}> : () -> index
    %107 = "arith.constant"() <{value = 2 : index}> : () -> index
    %108 = "memref.cast"(%arg60) : (memref<4x4x?xf32>) -> memref<4x4x?xf32>
    %109 = "memref.subview"(%108, %arg61, %106, %arg62, %arg61) <{operandSegmentSizes = array<i32: 1, 2, 1, 1>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, 1>, static_sizes = array<i64: -9223372036854775808, 2, 1>, static_strides = array<i64: 2, -9223372036854775808, 2>}> : (memref<4x4x?xf32>, index, index, index, index) -> memref<?x2xf32, strided<[?, ?], offset: ?>>
    "test.use"(%109) : (memref<?x2xf32, strided<[?, ?], offset: ?>>) -> ()
    %110 = "memref.dim"(%109, %106) : (memref<?x2xf32, strided<[?, ?], offset: ?>>, index) -> index
    "func.return"(%110) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x8x8xf32, strided<[1, ?, ?], offset: 3>>, index, index) -> index, sym_name = "f27"}> ({
  ^bb0(%arg57: memref<?x8x8xf32, strided<[1, ?, ?], offset: 3>>, %arg58: index, %arg59: index):
    %100 = "arith.constant"() <{value = 0 : index}> : () -> index
    %101 = "arith.constant"() <{value = 1 : index}> : () -> index
    %102 = "arith.constant"() <{value = 2 : index}> : () -> index
    %103 = "memref.subview"(%arg57, %101, %arg58, %102) <{operandSegmentSizes = array<i32: 1, 2, 1, 0>, static_offsets = array<i64: -9223372036854775808, 1, -9223372036854775808>, static_sizes = array<i64: 2, -9223372036854775808, 8>, static_strides = array<i64: 2, 1, 1>}> : (memref<?x8x8xf32, strided<[1, ?, ?], offset: 3>>, index, index, index) -> memref<2x?x8xf32, strided<[2, ?, ?], offset: ?>>
    "test.use"(%103) : (memref<2x?x8xf32, strided<[2, ?, ?], offset: ?>>) -> ()
    %104 = "memref.dim"(%103, %101) : (memref<2x?x8xf32, strided<[2, ?, ?], offset: ?>>, index) -> index
    "func.return"(%104) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4xf32>, index, index) -> index, sym_name = "f28"}> ({
  ^bb0(%arg54: memref<4xf32>, %arg55: index, %arg56: index):
    %95 = "arith.constant"() <{value = 0 : index}> : () -> index
    %96 = "arith.constant"() <{value = 1 : index}> : () -> index
    %97 = "arith.constant"() <{value = 2 : index}> : () -> index
    %98 = "memref.subview"(%arg54, %arg55) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>, static_offsets = array<i64: 1>, static_sizes = array<i64: 2>, static_strides = array<i64: -9223372036854775808>}> : (memref<4xf32>, index) -> memref<2xf32, strided<[?], offset: 1>>
    "test.use"(%98) : (memref<2xf32, strided<[?], offset: 1>>) -> ()
    %99 = "memref.dim"(%98, %95) : (memref<2xf32, strided<[?], offset: 1>>, index) -> index
    "func.return"(%99) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<1x8x8xf32, strided<[?, 16, 16]>>, index, index) -> index, sym_name = "f29"}> ({
  ^bb0(%arg51: memref<1x8x8xf32, strided<[?, 16, 16]>>, %arg52: index, %arg53: index):
    %90 = "arith.constant"() <{value = 0 : index}> : () -> index
    %91 = "arith.constant"() <{value = 1 : index}> : () -> index
    %92 = "arith.constant"() <{value = 2 : index}> : () -> index
    %93 = "memref.subview"(%arg51, %90, %90, %92, %arg53, %arg52, %arg52) <{operandSegmentSizes = array<i32: 1, 2, 2, 2>, static_offsets = array<i64: 0, -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 1, -9223372036854775808>, static_strides = array<i64: 2, -9223372036854775808, -9223372036854775808>}> : (memref<1x8x8xf32, strided<[?, 16, 16]>>, index, index, index, index, index, index) -> memref<?x1x?xf32, strided<[?, ?, ?], offset: ?>>
    "test.use"(%93) : (memref<?x1x?xf32, strided<[?, ?, ?], offset: ?>>) -> ()
    %94 = "memref.dim"(%93, %90) : (memref<?x1x?xf32, strided<[?, ?, ?], offset: ?>>, index) -> index
    "func.return"(%94) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8x1x4xf32>, index, index) -> index, sym_name = "f30"}> ({
  ^bb0(%arg48: memref<8x1x4xf32>, %arg49: index, %arg50: index):
    %84 = "arith.constant"() <{value = 0 : index}> : () -> index
    %85 = "arith.constant"() <{value = 1 : index}> : () -> index
    %86 = "arith.constant"() <{value = 2 : index}> : () -> index
    %87 = "memref.cast"(%arg48) : (memref<8x1x4xf32>) -> memref<?x?x?xf32>
    %88 = "memref.subview"(%87, %arg49, %arg50, %arg50, %arg49) <{operandSegmentSizes = array<i32: 1, 1, 2, 1>, static_offsets = array<i64: 0, 0, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 1, -9223372036854775808>, static_strides = array<i64: 2, 2, -9223372036854775808>}> : (memref<?x?x?xf32>, index, index, index, index) -> memref<?x1x?xf32, strided<[?, ?, ?], offset: ?>>
    "test.use"(%88) : (memref<?x1x?xf32, strided<[?, ?, ?], offset: ?>>) -> ()
    %89 = "memref.dim"(%88, %86) : (memref<?x1x?xf32, strided<[?, ?, ?], offset: ?>>, index) -> index
    "func.return"(%89) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xf32, strided<[16]>>, index, index) -> index, sym_name = "f31"}> ({
  ^bb0(%arg45: memref<?xf32, strided<[16]>>, %arg46: index, %arg47: index):
    %79 = "arith.constant"() <{value = 0 : index}> : () -> index
    %80 = "arith.constant"() <{value = 1 : index}> : () -> index
    %81 = "arith.constant"() <{value = 2 : index}> : () -> index
    %82 = "memref.subview"(%arg45) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1>, static_sizes = array<i64: 1>, static_strides = array<i64: 2>}> : (memref<?xf32, strided<[16]>>) -> memref<1xf32, strided<[32], offset: 16>>
    "test.use"(%82) : (memref<1xf32, strided<[32], offset: 16>>) -> ()
    %83 = "memref.dim"(%82, %79) : (memref<1xf32, strided<[32], offset: 16>>, index) -> index
    "func.return"(%83) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4xf32, strided<[2], offset: 3>>, index, index) -> index, sym_name = "f32"}> ({
  ^bb0(%arg42: memref<4xf32, strided<[2], offset: 3>>, %arg43: index, %arg44: index):
    %74 = "arith.constant"() <{value = 0 : index}> : () -> index
    %75 = "arith.constant"() <{value = 1 : index}> : () -> index
    %76 = "arith.constant"() <{value = 2 : index}> : () -> index
    %77 = "memref.subview"(%arg42, %75) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: -9223372036854775808>}> : (memref<4xf32, strided<[2], offset: 3>>, index) -> memref<1xf32, strided<[?], offset: 3>>
    "test.use"(%77) : (memref<1xf32, strided<[?], offset: 3>>) -> ()
    %78 = "memref.dim"(%77, %74) : (memref<1xf32, strided<[?], offset: 3>>, index) -> index
    "func.return"(%78) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x4x8xf32>, index, index) -> index, sym_name = "f33"}> ({
  ^bb0(%arg39: memref<4x4x8xf32>, %arg40: index, %arg41: index):
    %69 = "arith.constant"() <{value = 0 : index}> : () -> index
    %70 = "arith.constant"() <{value = 1 : index}> : () -> index
    %71 = "arith.constant"() <{value = 2 : index}> : () -> index
    %72 = "memref.subview"(%arg39, %arg40, %arg40, %arg40, %arg41, %arg41, %71, %70, %arg40) <{operandSegmentSizes = array<i32: 1, 3, 3, 2>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 2, -9223372036854775808, -9223372036854775808>}> : (memref<4x4x8xf32>, index, index, index, index, index, index, index, index) -> memref<?x?x?xf32, strided<[64, ?, ?], offset: ?>>
    "test.use"(%72) : (memref<?x?x?xf32, strided<[64, ?, ?], offset: ?>>) -> ()
    %73 = "memref.dim"(%72, %71) : (memref<?x?x?xf32, strided<[64, ?, ?], offset: ?>>, index) -> index
    "func.return"(%73) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8x1x4xf32>, index, index) -> index, sym_name = "f34"}> ({
  ^bb0(%arg36: memref<8x1x4xf32>, %arg37: index, %arg38: index):
    %64 = "arith.constant"() <{value = 0 : index}> : () -> index
    %65 = "arith.constant"() <{value = 1 : index}> : () -> index
    %66 = "arith.constant"() <{value = 2 : index}> : () -> index
    %67 = "memref.subview"(%arg36, %64, %64, %arg37, %65, %arg38, %arg37) <{operandSegmentSizes = array<i32: 1, 3, 2, 1>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 1, -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, 1, 2>}> : (memref<8x1x4xf32>, index, index, index, index, index, index) -> memref<?x?xf32, strided<[4, 2], offset: ?>>
    "test.use"(%67) : (memref<?x?xf32, strided<[4, 2], offset: ?>>) -> ()
    %68 = "memref.dim"(%67, %64) : (memref<?x?xf32, strided<[4, 2], offset: ?>>, index) -> index
    "func.return"(%68) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8x4x8xf32>, index, index) -> index, sym_name = "f35"}> ({
  ^bb0(%arg33: memref<8x4x8xf32>, %arg34: index, %arg35: index):
    %58 = "arith.constant"() <{value = 0 : index}> : () -> index
    %59 = "arith.constant"() <{value = 1 : index}> : () -> index
    %60 = "arith.constant"() <{value = 2 : index}> : () -> index
    %61 = "memref.cast"(%arg33) : (memref<8x4x8xf32>) -> memref<8x4x8xf32>
    %62 = "memref.subview"(%61, %58, %arg34, %arg35, %59, %59) <{operandSegmentSizes = array<i32: 1, 2, 1, 2>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, 0>, static_sizes = array<i64: 8, 1, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808, 1>}> : (memref<8x4x8xf32>, index, index, index, index, index) -> memref<8x?xf32, strided<[?, 1], offset: ?>>
    "test.use"(%62) : (memref<8x?xf32, strided<[?, 1], offset: ?>>) -> ()
    %63 = "memref.dim"(%62, %58) : (memref<8x?xf32, strided<[?, 1], offset: ?>>, index) -> index
    "func.return"(%63) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<1x1x8xf32>, index, index) -> index, sym_name = "f37"}> ({
  ^bb0(%arg30: memref<1x1x8xf32>, %arg31: index, %arg32: index):
    %53 = "arith.constant"() <{value = 0 : index}> : () -> index
    %54 = "arith.constant"() <{value = 1 : index}> : () -> index
    %55 = "arith.constant"() <{value = 2 : index}> : () -> index
    %56 = "memref.subview"(%arg30, %54, %54, %54, %arg32, %54, %arg31) <{operandSegmentSizes = array<i32: 1, 3, 1, 2>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 1, 2>, static_strides = array<i64: -9223372036854775808, -9223372036854775808, 1>}> : (memref<1x1x8xf32>, index, index, index, index, index, index) -> memref<?x2xf32, strided<[?, 1], offset: ?>>
    "test.use"(%56) : (memref<?x2xf32, strided<[?, 1], offset: ?>>) -> ()
    %57 = "memref.dim"(%56, %54) : (memref<?x2xf32, strided<[?, 1], offset: ?>>, index) -> index
    "func.return"(%57) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?x1xf32, strided<[16, ?, 1], offset: ?>>, index, index) -> index, sym_name = "f38"}> ({
  ^bb0(%arg27: memref<?x?x1xf32, strided<[16, ?, 1], offset: ?>>, %arg28: index, %arg29: index):
    %48 = "arith.constant"() <{value = 0 : index}> : () -> index
    %49 = "arith.constant"() <{value = 1 : index}> : () -> index
    %50 = "arith.constant"() <{value = 2 : index}> : () -> index
    %51 = "memref.subview"(%arg27, %arg28, %48, %49, %49, %49, %arg29, %49, %49, %arg28) <{operandSegmentSizes = array<i32: 1, 3, 3, 3>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>}> : (memref<?x?x1xf32, strided<[16, ?, 1], offset: ?>>, index, index, index, index, index, index, index, index, index) -> memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    "test.use"(%51) : (memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>) -> ()
    %52 = "memref.dim"(%51, %50) : (memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, index) -> index
    "func.return"(%52) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8xf32>, index, index) -> index, sym_name = "f39"}> ({
  ^bb0(%arg24: memref<8xf32>, %arg25: index, %arg26: index):
    %42 = "arith.constant"() <{value = 0 : index}> : () -> index
    %43 = "arith.constant"() <{value = 1 : index}> : () -> index
    %44 = "arith.constant"() <{value = 2 : index}> : () -> index
    %45 = "memref.cast"(%arg24) : (memref<8xf32>) -> memref<?xf32>
    %46 = "memref.subview"(%45, %arg25, %43) <{operandSegmentSizes = array<i32: 1, 1, 0, 1>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: -9223372036854775808>}> : (memref<?xf32>, index, index) -> memref<1xf32, strided<[?], offset: ?>>
    "test.use"(%46) : (memref<1xf32, strided<[?], offset: ?>>) -> ()
    %47 = "memref.dim"(%46, %42) : (memref<1xf32, strided<[?], offset: ?>>, index) -> index
    "func.return"(%47) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8x4xf32>, index, index) -> index, sym_name = "f41"}> ({
  ^bb0(%arg21: memref<8x4xf32>, %arg22: index, %arg23: index):
    %37 = "arith.constant"() <{value = 0 : index}> : () -> index
    %38 = "arith.constant"() <{value = 1 : index}> : () -> index
    %39 = "arith.constant"() <{value = 2 : index}> : () -> index
    %40 = "memref.subview"(%arg21, %38, %arg22, %arg23, %38, %38, %arg22) <{operandSegmentSizes = array<i32: 1, 2, 2, 2>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808>}> : (memref<8x4xf32>, index, index, index, index, index, index) -> memref<?x?xf32, strided<[?, ?], offset: ?>>
    "test.use"(%40) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
    %41 = "memref.dim"(%40, %37) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, index) -> index
    "func.return"(%41) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8xf32>, index, index) -> index, sym_name = "f43"}> ({
  ^bb0(%arg18: memref<8xf32>, %arg19: index, %arg20: index):
    %31 = "arith.constant"() <{value = 0 : index}> : () -> index
    %32 = "arith.constant"() <{value = 1 : index}> : () -> index
    %33 = "arith.constant"() <{value = 2 : index}> : () -> index
    %34 = "memref.cast"(%arg18) : (memref<8xf32>) -> memref<?xf32>
    %35 = "memref.subview"(%34, %33, %arg19) <{operandSegmentSizes = array<i32: 1, 0, 1, 1>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: -9223372036854775808>}> : (memref<?xf32>, index, index) -> memref<?xf32, strided<[?]>>
    "test.use"(%35) : (memref<?xf32, strided<[?]>>) -> ()
    %36 = "memref.dim"(%35, %31) : (memref<?xf32, strided<[?]>>, index) -> index
    "func.return"(%36) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf32, strided<[?, ?]>>, index, index) -> index, sym_name = "f45"}> ({
  ^bb0(%arg15: memref<?x?xf32, strided<[?, ?]>>, %arg16: index, %arg17: index):
    %26 = "arith.constant"() <{value = 0 : index}> : () -> index
    %27 = "arith.constant"() <{value = 1 : index}> : () -> index
    %28 = "arith.constant"() <{value = 2 : index}> : () -> index
    %29 = "memref.subview"(%arg15, %27, %27) <{operandSegmentSizes = array<i32: 1, 0, 1, 1>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, 1>}> : (memref<?x?xf32, strided<[?, ?]>>, index, index) -> memref<1x?xf32, strided<[?, ?]>>
    "test.use"(%29) : (memref<1x?xf32, strided<[?, ?]>>) -> ()
    %30 = "memref.dim"(%29, %26) : (memref<1x?xf32, strided<[?, ?]>>, index) -> index
    "func.return"(%30) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xf32, strided<[2], offset: ?>>, index, index) -> index, sym_name = "f46"}> ({
  ^bb0(%arg12: memref<?xf32, strided<[2], offset: ?>>, %arg13: index, %arg14: index):
    %21 = "arith.constant"() <{value = 0 : index}> : () -> index
    %22 = "arith.constant"() <{value = 1 : index}> : () -> index
    %23 = "arith.constant"() <{value = 2 : index}> : () -> index
    %24 = "memref.subview"(%arg12, %arg13, %arg14) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (memref<?xf32, strided<[2], offset: ?>>, index, index) -> memref<?xf32, strided<[2], offset: ?>>
    "test.use"(%24) : (memref<?xf32, strided<[2], offset: ?>>) -> ()
    %25 = "memref.dim"(%24, %21) : (memref<?xf32, strided<[2], offset: ?>>, index) -> index
    "func.return"(%25) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<1x?xf32>, index, index) -> index, sym_name = "f47"}> ({
  ^bb0(%arg9: memref<1x?xf32>, %arg10: index, %arg11: index):
    %16 = "arith.constant"() <{value = 0 : index}> : () -> index
    %17 = "arith.constant"() <{value = 1 : index}> : () -> index
    %18 = "arith.constant"() <{value = 2 : index}> : () -> index
    %19 = "memref.subview"(%arg9, %16, %17, %arg11, %arg11, %arg10) <{operandSegmentSizes = array<i32: 1, 2, 2, 1>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, 1>}> : (memref<1x?xf32>, index, index, index, index, index) -> memref<?x?xf32, strided<[?, 1], offset: ?>>
    "test.use"(%19) : (memref<?x?xf32, strided<[?, 1], offset: ?>>) -> ()
    %20 = "memref.dim"(%19, %16) : (memref<?x?xf32, strided<[?, 1], offset: ?>>, index) -> index
    "func.return"(%20) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8x4x8xf32>, index, index) -> index, sym_name = "f48"}> ({
  ^bb0(%arg6: memref<8x4x8xf32>, %arg7: index, %arg8: index):
    %11 = "arith.constant"() <{value = 0 : index}> : () -> index
    %12 = "arith.constant"() <{value = 1 : index}> : () -> index
    %13 = "arith.constant"() <{value = 2 : index}> : () -> index
    %14 = "memref.subview"(%arg6, %12, %13, %arg8) <{operandSegmentSizes = array<i32: 1, 1, 2, 0>, static_offsets = array<i64: -9223372036854775808, 0, 1>, static_sizes = array<i64: 2, -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 2, 2, 2>}> : (memref<8x4x8xf32>, index, index, index) -> memref<2x?x?xf32, strided<[64, 16, 2], offset: ?>>
    "test.use"(%14) : (memref<2x?x?xf32, strided<[64, 16, 2], offset: ?>>) -> ()
    %15 = "memref.dim"(%14, %11) : (memref<2x?x?xf32, strided<[64, 16, 2], offset: ?>>, index) -> index
    "func.return"(%15) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8xf32>, index, index) -> index, sym_name = "f49"}> ({
  ^bb0(%arg3: memref<8xf32>, %arg4: index, %arg5: index):
    %5 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7 = "arith.constant"() <{value = 2 : index}> : () -> index
    %8 = "memref.cast"(%arg3) : (memref<8xf32>) -> memref<8xf32>
    %9 = "memref.subview"(%8, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (memref<8xf32>, index) -> memref<1xf32, strided<[1], offset: ?>>
    "test.use"(%9) : (memref<1xf32, strided<[1], offset: ?>>) -> ()
    %10 = "memref.dim"(%9, %5) : (memref<1xf32, strided<[1], offset: ?>>, index) -> index
    "func.return"(%10) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4xf32, strided<[2], offset: ?>>, index, index) -> index, sym_name = "f51"}> ({
  ^bb0(%arg0: memref<4xf32, strided<[2], offset: ?>>, %arg1: index, %arg2: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "memref.subview"(%arg0, %1, %arg2, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: -9223372036854775808>}> : (memref<4xf32, strided<[2], offset: ?>>, index, index, index) -> memref<?xf32, strided<[?], offset: ?>>
    "test.use"(%3) : (memref<?xf32, strided<[?], offset: ?>>) -> ()
    %4 = "memref.dim"(%3, %0) : (memref<?xf32, strided<[?], offset: ?>>, index) -> index
    "func.return"(%4) : (index) -> ()
  }) : () -> ()
}) : () -> ()

