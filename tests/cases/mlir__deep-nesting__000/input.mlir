// Regions of every scf/affine kind nested 250 deep in custom form (mlir-opt
// 22 overflows its stack a few thousand deep; rmlir-opt goes much deeper,
// see crates/rmlir-opt/tests/extreme_dialects.rs).
#set = affine_set<(d0) : (d0 >= 0)>
func.func @deep(%c: i1, %lb: index, %x: i32) -> i32 {
%r0 = scf.if %c -> (i32) {
%r1 = scf.for %i1 = %lb to %lb step %lb iter_args(%a1 = %x) -> (i32) {
%r2 = affine.for %i2 = 0 to 10 iter_args(%a2 = %x) -> (i32) {
%r3 = scf.execute_region -> i32 {
%r4 = scf.while (%w4 = %x) : (i32) -> i32 {
  scf.condition(%c) %w4 : i32
} do {
^bb0(%v4: i32):
%r5 = scf.execute_region -> i32 {
scf.parallel (%p5) = (%lb) to (%lb) step (%lb) {
%r6 = affine.if #set(%lb) -> i32 {
%r7 = scf.if %c -> (i32) {
%r8 = scf.for %i8 = %lb to %lb step %lb iter_args(%a8 = %x) -> (i32) {
%r9 = affine.for %i9 = 0 to 10 iter_args(%a9 = %x) -> (i32) {
%r10 = scf.execute_region -> i32 {
%r11 = scf.while (%w11 = %x) : (i32) -> i32 {
  scf.condition(%c) %w11 : i32
} do {
^bb0(%v11: i32):
%r12 = scf.execute_region -> i32 {
scf.parallel (%p12) = (%lb) to (%lb) step (%lb) {
%r13 = affine.if #set(%lb) -> i32 {
%r14 = scf.if %c -> (i32) {
%r15 = scf.for %i15 = %lb to %lb step %lb iter_args(%a15 = %x) -> (i32) {
%r16 = affine.for %i16 = 0 to 10 iter_args(%a16 = %x) -> (i32) {
%r17 = scf.execute_region -> i32 {
%r18 = scf.while (%w18 = %x) : (i32) -> i32 {
  scf.condition(%c) %w18 : i32
} do {
^bb0(%v18: i32):
%r19 = scf.execute_region -> i32 {
scf.parallel (%p19) = (%lb) to (%lb) step (%lb) {
%r20 = affine.if #set(%lb) -> i32 {
%r21 = scf.if %c -> (i32) {
%r22 = scf.for %i22 = %lb to %lb step %lb iter_args(%a22 = %x) -> (i32) {
%r23 = affine.for %i23 = 0 to 10 iter_args(%a23 = %x) -> (i32) {
%r24 = scf.execute_region -> i32 {
%r25 = scf.while (%w25 = %x) : (i32) -> i32 {
  scf.condition(%c) %w25 : i32
} do {
^bb0(%v25: i32):
%r26 = scf.execute_region -> i32 {
scf.parallel (%p26) = (%lb) to (%lb) step (%lb) {
%r27 = affine.if #set(%lb) -> i32 {
%r28 = scf.if %c -> (i32) {
%r29 = scf.for %i29 = %lb to %lb step %lb iter_args(%a29 = %x) -> (i32) {
%r30 = affine.for %i30 = 0 to 10 iter_args(%a30 = %x) -> (i32) {
%r31 = scf.execute_region -> i32 {
%r32 = scf.while (%w32 = %x) : (i32) -> i32 {
  scf.condition(%c) %w32 : i32
} do {
^bb0(%v32: i32):
%r33 = scf.execute_region -> i32 {
scf.parallel (%p33) = (%lb) to (%lb) step (%lb) {
%r34 = affine.if #set(%lb) -> i32 {
%r35 = scf.if %c -> (i32) {
%r36 = scf.for %i36 = %lb to %lb step %lb iter_args(%a36 = %x) -> (i32) {
%r37 = affine.for %i37 = 0 to 10 iter_args(%a37 = %x) -> (i32) {
%r38 = scf.execute_region -> i32 {
%r39 = scf.while (%w39 = %x) : (i32) -> i32 {
  scf.condition(%c) %w39 : i32
} do {
^bb0(%v39: i32):
%r40 = scf.execute_region -> i32 {
scf.parallel (%p40) = (%lb) to (%lb) step (%lb) {
%r41 = affine.if #set(%lb) -> i32 {
%r42 = scf.if %c -> (i32) {
%r43 = scf.for %i43 = %lb to %lb step %lb iter_args(%a43 = %x) -> (i32) {
%r44 = affine.for %i44 = 0 to 10 iter_args(%a44 = %x) -> (i32) {
%r45 = scf.execute_region -> i32 {
%r46 = scf.while (%w46 = %x) : (i32) -> i32 {
  scf.condition(%c) %w46 : i32
} do {
^bb0(%v46: i32):
%r47 = scf.execute_region -> i32 {
scf.parallel (%p47) = (%lb) to (%lb) step (%lb) {
%r48 = affine.if #set(%lb) -> i32 {
%r49 = scf.if %c -> (i32) {
%r50 = scf.for %i50 = %lb to %lb step %lb iter_args(%a50 = %x) -> (i32) {
%r51 = affine.for %i51 = 0 to 10 iter_args(%a51 = %x) -> (i32) {
%r52 = scf.execute_region -> i32 {
%r53 = scf.while (%w53 = %x) : (i32) -> i32 {
  scf.condition(%c) %w53 : i32
} do {
^bb0(%v53: i32):
%r54 = scf.execute_region -> i32 {
scf.parallel (%p54) = (%lb) to (%lb) step (%lb) {
%r55 = affine.if #set(%lb) -> i32 {
%r56 = scf.if %c -> (i32) {
%r57 = scf.for %i57 = %lb to %lb step %lb iter_args(%a57 = %x) -> (i32) {
%r58 = affine.for %i58 = 0 to 10 iter_args(%a58 = %x) -> (i32) {
%r59 = scf.execute_region -> i32 {
%r60 = scf.while (%w60 = %x) : (i32) -> i32 {
  scf.condition(%c) %w60 : i32
} do {
^bb0(%v60: i32):
%r61 = scf.execute_region -> i32 {
scf.parallel (%p61) = (%lb) to (%lb) step (%lb) {
%r62 = affine.if #set(%lb) -> i32 {
%r63 = scf.if %c -> (i32) {
%r64 = scf.for %i64 = %lb to %lb step %lb iter_args(%a64 = %x) -> (i32) {
%r65 = affine.for %i65 = 0 to 10 iter_args(%a65 = %x) -> (i32) {
%r66 = scf.execute_region -> i32 {
%r67 = scf.while (%w67 = %x) : (i32) -> i32 {
  scf.condition(%c) %w67 : i32
} do {
^bb0(%v67: i32):
%r68 = scf.execute_region -> i32 {
scf.parallel (%p68) = (%lb) to (%lb) step (%lb) {
%r69 = affine.if #set(%lb) -> i32 {
%r70 = scf.if %c -> (i32) {
%r71 = scf.for %i71 = %lb to %lb step %lb iter_args(%a71 = %x) -> (i32) {
%r72 = affine.for %i72 = 0 to 10 iter_args(%a72 = %x) -> (i32) {
%r73 = scf.execute_region -> i32 {
%r74 = scf.while (%w74 = %x) : (i32) -> i32 {
  scf.condition(%c) %w74 : i32
} do {
^bb0(%v74: i32):
%r75 = scf.execute_region -> i32 {
scf.parallel (%p75) = (%lb) to (%lb) step (%lb) {
%r76 = affine.if #set(%lb) -> i32 {
%r77 = scf.if %c -> (i32) {
%r78 = scf.for %i78 = %lb to %lb step %lb iter_args(%a78 = %x) -> (i32) {
%r79 = affine.for %i79 = 0 to 10 iter_args(%a79 = %x) -> (i32) {
%r80 = scf.execute_region -> i32 {
%r81 = scf.while (%w81 = %x) : (i32) -> i32 {
  scf.condition(%c) %w81 : i32
} do {
^bb0(%v81: i32):
%r82 = scf.execute_region -> i32 {
scf.parallel (%p82) = (%lb) to (%lb) step (%lb) {
%r83 = affine.if #set(%lb) -> i32 {
%r84 = scf.if %c -> (i32) {
%r85 = scf.for %i85 = %lb to %lb step %lb iter_args(%a85 = %x) -> (i32) {
%r86 = affine.for %i86 = 0 to 10 iter_args(%a86 = %x) -> (i32) {
%r87 = scf.execute_region -> i32 {
%r88 = scf.while (%w88 = %x) : (i32) -> i32 {
  scf.condition(%c) %w88 : i32
} do {
^bb0(%v88: i32):
%r89 = scf.execute_region -> i32 {
scf.parallel (%p89) = (%lb) to (%lb) step (%lb) {
%r90 = affine.if #set(%lb) -> i32 {
%r91 = scf.if %c -> (i32) {
%r92 = scf.for %i92 = %lb to %lb step %lb iter_args(%a92 = %x) -> (i32) {
%r93 = affine.for %i93 = 0 to 10 iter_args(%a93 = %x) -> (i32) {
%r94 = scf.execute_region -> i32 {
%r95 = scf.while (%w95 = %x) : (i32) -> i32 {
  scf.condition(%c) %w95 : i32
} do {
^bb0(%v95: i32):
%r96 = scf.execute_region -> i32 {
scf.parallel (%p96) = (%lb) to (%lb) step (%lb) {
%r97 = affine.if #set(%lb) -> i32 {
%r98 = scf.if %c -> (i32) {
%r99 = scf.for %i99 = %lb to %lb step %lb iter_args(%a99 = %x) -> (i32) {
%r100 = affine.for %i100 = 0 to 10 iter_args(%a100 = %x) -> (i32) {
%r101 = scf.execute_region -> i32 {
%r102 = scf.while (%w102 = %x) : (i32) -> i32 {
  scf.condition(%c) %w102 : i32
} do {
^bb0(%v102: i32):
%r103 = scf.execute_region -> i32 {
scf.parallel (%p103) = (%lb) to (%lb) step (%lb) {
%r104 = affine.if #set(%lb) -> i32 {
%r105 = scf.if %c -> (i32) {
%r106 = scf.for %i106 = %lb to %lb step %lb iter_args(%a106 = %x) -> (i32) {
%r107 = affine.for %i107 = 0 to 10 iter_args(%a107 = %x) -> (i32) {
%r108 = scf.execute_region -> i32 {
%r109 = scf.while (%w109 = %x) : (i32) -> i32 {
  scf.condition(%c) %w109 : i32
} do {
^bb0(%v109: i32):
%r110 = scf.execute_region -> i32 {
scf.parallel (%p110) = (%lb) to (%lb) step (%lb) {
%r111 = affine.if #set(%lb) -> i32 {
%r112 = scf.if %c -> (i32) {
%r113 = scf.for %i113 = %lb to %lb step %lb iter_args(%a113 = %x) -> (i32) {
%r114 = affine.for %i114 = 0 to 10 iter_args(%a114 = %x) -> (i32) {
%r115 = scf.execute_region -> i32 {
%r116 = scf.while (%w116 = %x) : (i32) -> i32 {
  scf.condition(%c) %w116 : i32
} do {
^bb0(%v116: i32):
%r117 = scf.execute_region -> i32 {
scf.parallel (%p117) = (%lb) to (%lb) step (%lb) {
%r118 = affine.if #set(%lb) -> i32 {
%r119 = scf.if %c -> (i32) {
%r120 = scf.for %i120 = %lb to %lb step %lb iter_args(%a120 = %x) -> (i32) {
%r121 = affine.for %i121 = 0 to 10 iter_args(%a121 = %x) -> (i32) {
%r122 = scf.execute_region -> i32 {
%r123 = scf.while (%w123 = %x) : (i32) -> i32 {
  scf.condition(%c) %w123 : i32
} do {
^bb0(%v123: i32):
%r124 = scf.execute_region -> i32 {
scf.parallel (%p124) = (%lb) to (%lb) step (%lb) {
%r125 = affine.if #set(%lb) -> i32 {
%r126 = scf.if %c -> (i32) {
%r127 = scf.for %i127 = %lb to %lb step %lb iter_args(%a127 = %x) -> (i32) {
%r128 = affine.for %i128 = 0 to 10 iter_args(%a128 = %x) -> (i32) {
%r129 = scf.execute_region -> i32 {
%r130 = scf.while (%w130 = %x) : (i32) -> i32 {
  scf.condition(%c) %w130 : i32
} do {
^bb0(%v130: i32):
%r131 = scf.execute_region -> i32 {
scf.parallel (%p131) = (%lb) to (%lb) step (%lb) {
%r132 = affine.if #set(%lb) -> i32 {
%r133 = scf.if %c -> (i32) {
%r134 = scf.for %i134 = %lb to %lb step %lb iter_args(%a134 = %x) -> (i32) {
%r135 = affine.for %i135 = 0 to 10 iter_args(%a135 = %x) -> (i32) {
%r136 = scf.execute_region -> i32 {
%r137 = scf.while (%w137 = %x) : (i32) -> i32 {
  scf.condition(%c) %w137 : i32
} do {
^bb0(%v137: i32):
%r138 = scf.execute_region -> i32 {
scf.parallel (%p138) = (%lb) to (%lb) step (%lb) {
%r139 = affine.if #set(%lb) -> i32 {
%r140 = scf.if %c -> (i32) {
%r141 = scf.for %i141 = %lb to %lb step %lb iter_args(%a141 = %x) -> (i32) {
%r142 = affine.for %i142 = 0 to 10 iter_args(%a142 = %x) -> (i32) {
%r143 = scf.execute_region -> i32 {
%r144 = scf.while (%w144 = %x) : (i32) -> i32 {
  scf.condition(%c) %w144 : i32
} do {
^bb0(%v144: i32):
%r145 = scf.execute_region -> i32 {
scf.parallel (%p145) = (%lb) to (%lb) step (%lb) {
%r146 = affine.if #set(%lb) -> i32 {
%r147 = scf.if %c -> (i32) {
%r148 = scf.for %i148 = %lb to %lb step %lb iter_args(%a148 = %x) -> (i32) {
%r149 = affine.for %i149 = 0 to 10 iter_args(%a149 = %x) -> (i32) {
%r150 = scf.execute_region -> i32 {
%r151 = scf.while (%w151 = %x) : (i32) -> i32 {
  scf.condition(%c) %w151 : i32
} do {
^bb0(%v151: i32):
%r152 = scf.execute_region -> i32 {
scf.parallel (%p152) = (%lb) to (%lb) step (%lb) {
%r153 = affine.if #set(%lb) -> i32 {
%r154 = scf.if %c -> (i32) {
%r155 = scf.for %i155 = %lb to %lb step %lb iter_args(%a155 = %x) -> (i32) {
%r156 = affine.for %i156 = 0 to 10 iter_args(%a156 = %x) -> (i32) {
%r157 = scf.execute_region -> i32 {
%r158 = scf.while (%w158 = %x) : (i32) -> i32 {
  scf.condition(%c) %w158 : i32
} do {
^bb0(%v158: i32):
%r159 = scf.execute_region -> i32 {
scf.parallel (%p159) = (%lb) to (%lb) step (%lb) {
%r160 = affine.if #set(%lb) -> i32 {
%r161 = scf.if %c -> (i32) {
%r162 = scf.for %i162 = %lb to %lb step %lb iter_args(%a162 = %x) -> (i32) {
%r163 = affine.for %i163 = 0 to 10 iter_args(%a163 = %x) -> (i32) {
%r164 = scf.execute_region -> i32 {
%r165 = scf.while (%w165 = %x) : (i32) -> i32 {
  scf.condition(%c) %w165 : i32
} do {
^bb0(%v165: i32):
%r166 = scf.execute_region -> i32 {
scf.parallel (%p166) = (%lb) to (%lb) step (%lb) {
%r167 = affine.if #set(%lb) -> i32 {
%r168 = scf.if %c -> (i32) {
%r169 = scf.for %i169 = %lb to %lb step %lb iter_args(%a169 = %x) -> (i32) {
%r170 = affine.for %i170 = 0 to 10 iter_args(%a170 = %x) -> (i32) {
%r171 = scf.execute_region -> i32 {
%r172 = scf.while (%w172 = %x) : (i32) -> i32 {
  scf.condition(%c) %w172 : i32
} do {
^bb0(%v172: i32):
%r173 = scf.execute_region -> i32 {
scf.parallel (%p173) = (%lb) to (%lb) step (%lb) {
%r174 = affine.if #set(%lb) -> i32 {
%r175 = scf.if %c -> (i32) {
%r176 = scf.for %i176 = %lb to %lb step %lb iter_args(%a176 = %x) -> (i32) {
%r177 = affine.for %i177 = 0 to 10 iter_args(%a177 = %x) -> (i32) {
%r178 = scf.execute_region -> i32 {
%r179 = scf.while (%w179 = %x) : (i32) -> i32 {
  scf.condition(%c) %w179 : i32
} do {
^bb0(%v179: i32):
%r180 = scf.execute_region -> i32 {
scf.parallel (%p180) = (%lb) to (%lb) step (%lb) {
%r181 = affine.if #set(%lb) -> i32 {
%r182 = scf.if %c -> (i32) {
%r183 = scf.for %i183 = %lb to %lb step %lb iter_args(%a183 = %x) -> (i32) {
%r184 = affine.for %i184 = 0 to 10 iter_args(%a184 = %x) -> (i32) {
%r185 = scf.execute_region -> i32 {
%r186 = scf.while (%w186 = %x) : (i32) -> i32 {
  scf.condition(%c) %w186 : i32
} do {
^bb0(%v186: i32):
%r187 = scf.execute_region -> i32 {
scf.parallel (%p187) = (%lb) to (%lb) step (%lb) {
%r188 = affine.if #set(%lb) -> i32 {
%r189 = scf.if %c -> (i32) {
%r190 = scf.for %i190 = %lb to %lb step %lb iter_args(%a190 = %x) -> (i32) {
%r191 = affine.for %i191 = 0 to 10 iter_args(%a191 = %x) -> (i32) {
%r192 = scf.execute_region -> i32 {
%r193 = scf.while (%w193 = %x) : (i32) -> i32 {
  scf.condition(%c) %w193 : i32
} do {
^bb0(%v193: i32):
%r194 = scf.execute_region -> i32 {
scf.parallel (%p194) = (%lb) to (%lb) step (%lb) {
%r195 = affine.if #set(%lb) -> i32 {
%r196 = scf.if %c -> (i32) {
%r197 = scf.for %i197 = %lb to %lb step %lb iter_args(%a197 = %x) -> (i32) {
%r198 = affine.for %i198 = 0 to 10 iter_args(%a198 = %x) -> (i32) {
%r199 = scf.execute_region -> i32 {
%r200 = scf.while (%w200 = %x) : (i32) -> i32 {
  scf.condition(%c) %w200 : i32
} do {
^bb0(%v200: i32):
%r201 = scf.execute_region -> i32 {
scf.parallel (%p201) = (%lb) to (%lb) step (%lb) {
%r202 = affine.if #set(%lb) -> i32 {
%r203 = scf.if %c -> (i32) {
%r204 = scf.for %i204 = %lb to %lb step %lb iter_args(%a204 = %x) -> (i32) {
%r205 = affine.for %i205 = 0 to 10 iter_args(%a205 = %x) -> (i32) {
%r206 = scf.execute_region -> i32 {
%r207 = scf.while (%w207 = %x) : (i32) -> i32 {
  scf.condition(%c) %w207 : i32
} do {
^bb0(%v207: i32):
%r208 = scf.execute_region -> i32 {
scf.parallel (%p208) = (%lb) to (%lb) step (%lb) {
%r209 = affine.if #set(%lb) -> i32 {
%r210 = scf.if %c -> (i32) {
%r211 = scf.for %i211 = %lb to %lb step %lb iter_args(%a211 = %x) -> (i32) {
%r212 = affine.for %i212 = 0 to 10 iter_args(%a212 = %x) -> (i32) {
%r213 = scf.execute_region -> i32 {
%r214 = scf.while (%w214 = %x) : (i32) -> i32 {
  scf.condition(%c) %w214 : i32
} do {
^bb0(%v214: i32):
%r215 = scf.execute_region -> i32 {
scf.parallel (%p215) = (%lb) to (%lb) step (%lb) {
%r216 = affine.if #set(%lb) -> i32 {
%r217 = scf.if %c -> (i32) {
%r218 = scf.for %i218 = %lb to %lb step %lb iter_args(%a218 = %x) -> (i32) {
%r219 = affine.for %i219 = 0 to 10 iter_args(%a219 = %x) -> (i32) {
%r220 = scf.execute_region -> i32 {
%r221 = scf.while (%w221 = %x) : (i32) -> i32 {
  scf.condition(%c) %w221 : i32
} do {
^bb0(%v221: i32):
%r222 = scf.execute_region -> i32 {
scf.parallel (%p222) = (%lb) to (%lb) step (%lb) {
%r223 = affine.if #set(%lb) -> i32 {
%r224 = scf.if %c -> (i32) {
%r225 = scf.for %i225 = %lb to %lb step %lb iter_args(%a225 = %x) -> (i32) {
%r226 = affine.for %i226 = 0 to 10 iter_args(%a226 = %x) -> (i32) {
%r227 = scf.execute_region -> i32 {
%r228 = scf.while (%w228 = %x) : (i32) -> i32 {
  scf.condition(%c) %w228 : i32
} do {
^bb0(%v228: i32):
%r229 = scf.execute_region -> i32 {
scf.parallel (%p229) = (%lb) to (%lb) step (%lb) {
%r230 = affine.if #set(%lb) -> i32 {
%r231 = scf.if %c -> (i32) {
%r232 = scf.for %i232 = %lb to %lb step %lb iter_args(%a232 = %x) -> (i32) {
%r233 = affine.for %i233 = 0 to 10 iter_args(%a233 = %x) -> (i32) {
%r234 = scf.execute_region -> i32 {
%r235 = scf.while (%w235 = %x) : (i32) -> i32 {
  scf.condition(%c) %w235 : i32
} do {
^bb0(%v235: i32):
%r236 = scf.execute_region -> i32 {
scf.parallel (%p236) = (%lb) to (%lb) step (%lb) {
%r237 = affine.if #set(%lb) -> i32 {
%r238 = scf.if %c -> (i32) {
%r239 = scf.for %i239 = %lb to %lb step %lb iter_args(%a239 = %x) -> (i32) {
%r240 = affine.for %i240 = 0 to 10 iter_args(%a240 = %x) -> (i32) {
%r241 = scf.execute_region -> i32 {
%r242 = scf.while (%w242 = %x) : (i32) -> i32 {
  scf.condition(%c) %w242 : i32
} do {
^bb0(%v242: i32):
%r243 = scf.execute_region -> i32 {
scf.parallel (%p243) = (%lb) to (%lb) step (%lb) {
%r244 = affine.if #set(%lb) -> i32 {
%r245 = scf.if %c -> (i32) {
%r246 = scf.for %i246 = %lb to %lb step %lb iter_args(%a246 = %x) -> (i32) {
%r247 = affine.for %i247 = 0 to 10 iter_args(%a247 = %x) -> (i32) {
%r248 = scf.execute_region -> i32 {
%r249 = scf.while (%w249 = %x) : (i32) -> i32 {
  scf.condition(%c) %w249 : i32
} do {
^bb0(%v249: i32):
%r250 = arith.addi %x, %x : i32
  scf.yield %r250 : i32
}
  scf.yield %r249 : i32
}
  affine.yield %r248 : i32
}
  scf.yield %r247 : i32
}
  scf.yield %r246 : i32
} else {
  scf.yield %x : i32
}
  affine.yield %r245 : i32
} else {
  affine.yield %x : i32
}
  scf.reduce
}
scf.yield %x : i32
}
  scf.yield %r243 : i32
}
  scf.yield %r242 : i32
}
  affine.yield %r241 : i32
}
  scf.yield %r240 : i32
}
  scf.yield %r239 : i32
} else {
  scf.yield %x : i32
}
  affine.yield %r238 : i32
} else {
  affine.yield %x : i32
}
  scf.reduce
}
scf.yield %x : i32
}
  scf.yield %r236 : i32
}
  scf.yield %r235 : i32
}
  affine.yield %r234 : i32
}
  scf.yield %r233 : i32
}
  scf.yield %r232 : i32
} else {
  scf.yield %x : i32
}
  affine.yield %r231 : i32
} else {
  affine.yield %x : i32
}
  scf.reduce
}
scf.yield %x : i32
}
  scf.yield %r229 : i32
}
  scf.yield %r228 : i32
}
  affine.yield %r227 : i32
}
  scf.yield %r226 : i32
}
  scf.yield %r225 : i32
} else {
  scf.yield %x : i32
}
  affine.yield %r224 : i32
} else {
  affine.yield %x : i32
}
  scf.reduce
}
scf.yield %x : i32
}
  scf.yield %r222 : i32
}
  scf.yield %r221 : i32
}
  affine.yield %r220 : i32
}
  scf.yield %r219 : i32
}
  scf.yield %r218 : i32
} else {
  scf.yield %x : i32
}
  affine.yield %r217 : i32
} else {
  affine.yield %x : i32
}
  scf.reduce
}
scf.yield %x : i32
}
  scf.yield %r215 : i32
}
  scf.yield %r214 : i32
}
  affine.yield %r213 : i32
}
  scf.yield %r212 : i32
}
  scf.yield %r211 : i32
} else {
  scf.yield %x : i32
}
  affine.yield %r210 : i32
} else {
  affine.yield %x : i32
}
  scf.reduce
}
scf.yield %x : i32
}
  scf.yield %r208 : i32
}
  scf.yield %r207 : i32
}
  affine.yield %r206 : i32
}
  scf.yield %r205 : i32
}
  scf.yield %r204 : i32
} else {
  scf.yield %x : i32
}
  affine.yield %r203 : i32
} else {
  affine.yield %x : i32
}
  scf.reduce
}
scf.yield %x : i32
}
  scf.yield %r201 : i32
}
  scf.yield %r200 : i32
}
  affine.yield %r199 : i32
}
  scf.yield %r198 : i32
}
  scf.yield %r197 : i32
} else {
  scf.yield %x : i32
}
  affine.yield %r196 : i32
} else {
  affine.yield %x : i32
}
  scf.reduce
}
scf.yield %x : i32
}
  scf.yield %r194 : i32
}
  scf.yield %r193 : i32
}
  affine.yield %r192 : i32
}
  scf.yield %r191 : i32
}
  scf.yield %r190 : i32
} else {
  scf.yield %x : i32
}
  affine.yield %r189 : i32
} else {
  affine.yield %x : i32
}
  scf.reduce
}
scf.yield %x : i32
}
  scf.yield %r187 : i32
}
  scf.yield %r186 : i32
}
  affine.yield %r185 : i32
}
  scf.yield %r184 : i32
}
  scf.yield %r183 : i32
} else {
  scf.yield %x : i32
}
  affine.yield %r182 : i32
} else {
  affine.yield %x : i32
}
  scf.reduce
}
scf.yield %x : i32
}
  scf.yield %r180 : i32
}
  scf.yield %r179 : i32
}
  affine.yield %r178 : i32
}
  scf.yield %r177 : i32
}
  scf.yield %r176 : i32
} else {
  scf.yield %x : i32
}
  affine.yield %r175 : i32
} else {
  affine.yield %x : i32
}
  scf.reduce
}
scf.yield %x : i32
}
  scf.yield %r173 : i32
}
  scf.yield %r172 : i32
}
  affine.yield %r171 : i32
}
  scf.yield %r170 : i32
}
  scf.yield %r169 : i32
} else {
  scf.yield %x : i32
}
  affine.yield %r168 : i32
} else {
  affine.yield %x : i32
}
  scf.reduce
}
scf.yield %x : i32
}
  scf.yield %r166 : i32
}
  scf.yield %r165 : i32
}
  affine.yield %r164 : i32
}
  scf.yield %r163 : i32
}
  scf.yield %r162 : i32
} else {
  scf.yield %x : i32
}
  affine.yield %r161 : i32
} else {
  affine.yield %x : i32
}
  scf.reduce
}
scf.yield %x : i32
}
  scf.yield %r159 : i32
}
  scf.yield %r158 : i32
}
  affine.yield %r157 : i32
}
  scf.yield %r156 : i32
}
  scf.yield %r155 : i32
} else {
  scf.yield %x : i32
}
  affine.yield %r154 : i32
} else {
  affine.yield %x : i32
}
  scf.reduce
}
scf.yield %x : i32
}
  scf.yield %r152 : i32
}
  scf.yield %r151 : i32
}
  affine.yield %r150 : i32
}
  scf.yield %r149 : i32
}
  scf.yield %r148 : i32
} else {
  scf.yield %x : i32
}
  affine.yield %r147 : i32
} else {
  affine.yield %x : i32
}
  scf.reduce
}
scf.yield %x : i32
}
  scf.yield %r145 : i32
}
  scf.yield %r144 : i32
}
  affine.yield %r143 : i32
}
  scf.yield %r142 : i32
}
  scf.yield %r141 : i32
} else {
  scf.yield %x : i32
}
  affine.yield %r140 : i32
} else {
  affine.yield %x : i32
}
  scf.reduce
}
scf.yield %x : i32
}
  scf.yield %r138 : i32
}
  scf.yield %r137 : i32
}
  affine.yield %r136 : i32
}
  scf.yield %r135 : i32
}
  scf.yield %r134 : i32
} else {
  scf.yield %x : i32
}
  affine.yield %r133 : i32
} else {
  affine.yield %x : i32
}
  scf.reduce
}
scf.yield %x : i32
}
  scf.yield %r131 : i32
}
  scf.yield %r130 : i32
}
  affine.yield %r129 : i32
}
  scf.yield %r128 : i32
}
  scf.yield %r127 : i32
} else {
  scf.yield %x : i32
}
  affine.yield %r126 : i32
} else {
  affine.yield %x : i32
}
  scf.reduce
}
scf.yield %x : i32
}
  scf.yield %r124 : i32
}
  scf.yield %r123 : i32
}
  affine.yield %r122 : i32
}
  scf.yield %r121 : i32
}
  scf.yield %r120 : i32
} else {
  scf.yield %x : i32
}
  affine.yield %r119 : i32
} else {
  affine.yield %x : i32
}
  scf.reduce
}
scf.yield %x : i32
}
  scf.yield %r117 : i32
}
  scf.yield %r116 : i32
}
  affine.yield %r115 : i32
}
  scf.yield %r114 : i32
}
  scf.yield %r113 : i32
} else {
  scf.yield %x : i32
}
  affine.yield %r112 : i32
} else {
  affine.yield %x : i32
}
  scf.reduce
}
scf.yield %x : i32
}
  scf.yield %r110 : i32
}
  scf.yield %r109 : i32
}
  affine.yield %r108 : i32
}
  scf.yield %r107 : i32
}
  scf.yield %r106 : i32
} else {
  scf.yield %x : i32
}
  affine.yield %r105 : i32
} else {
  affine.yield %x : i32
}
  scf.reduce
}
scf.yield %x : i32
}
  scf.yield %r103 : i32
}
  scf.yield %r102 : i32
}
  affine.yield %r101 : i32
}
  scf.yield %r100 : i32
}
  scf.yield %r99 : i32
} else {
  scf.yield %x : i32
}
  affine.yield %r98 : i32
} else {
  affine.yield %x : i32
}
  scf.reduce
}
scf.yield %x : i32
}
  scf.yield %r96 : i32
}
  scf.yield %r95 : i32
}
  affine.yield %r94 : i32
}
  scf.yield %r93 : i32
}
  scf.yield %r92 : i32
} else {
  scf.yield %x : i32
}
  affine.yield %r91 : i32
} else {
  affine.yield %x : i32
}
  scf.reduce
}
scf.yield %x : i32
}
  scf.yield %r89 : i32
}
  scf.yield %r88 : i32
}
  affine.yield %r87 : i32
}
  scf.yield %r86 : i32
}
  scf.yield %r85 : i32
} else {
  scf.yield %x : i32
}
  affine.yield %r84 : i32
} else {
  affine.yield %x : i32
}
  scf.reduce
}
scf.yield %x : i32
}
  scf.yield %r82 : i32
}
  scf.yield %r81 : i32
}
  affine.yield %r80 : i32
}
  scf.yield %r79 : i32
}
  scf.yield %r78 : i32
} else {
  scf.yield %x : i32
}
  affine.yield %r77 : i32
} else {
  affine.yield %x : i32
}
  scf.reduce
}
scf.yield %x : i32
}
  scf.yield %r75 : i32
}
  scf.yield %r74 : i32
}
  affine.yield %r73 : i32
}
  scf.yield %r72 : i32
}
  scf.yield %r71 : i32
} else {
  scf.yield %x : i32
}
  affine.yield %r70 : i32
} else {
  affine.yield %x : i32
}
  scf.reduce
}
scf.yield %x : i32
}
  scf.yield %r68 : i32
}
  scf.yield %r67 : i32
}
  affine.yield %r66 : i32
}
  scf.yield %r65 : i32
}
  scf.yield %r64 : i32
} else {
  scf.yield %x : i32
}
  affine.yield %r63 : i32
} else {
  affine.yield %x : i32
}
  scf.reduce
}
scf.yield %x : i32
}
  scf.yield %r61 : i32
}
  scf.yield %r60 : i32
}
  affine.yield %r59 : i32
}
  scf.yield %r58 : i32
}
  scf.yield %r57 : i32
} else {
  scf.yield %x : i32
}
  affine.yield %r56 : i32
} else {
  affine.yield %x : i32
}
  scf.reduce
}
scf.yield %x : i32
}
  scf.yield %r54 : i32
}
  scf.yield %r53 : i32
}
  affine.yield %r52 : i32
}
  scf.yield %r51 : i32
}
  scf.yield %r50 : i32
} else {
  scf.yield %x : i32
}
  affine.yield %r49 : i32
} else {
  affine.yield %x : i32
}
  scf.reduce
}
scf.yield %x : i32
}
  scf.yield %r47 : i32
}
  scf.yield %r46 : i32
}
  affine.yield %r45 : i32
}
  scf.yield %r44 : i32
}
  scf.yield %r43 : i32
} else {
  scf.yield %x : i32
}
  affine.yield %r42 : i32
} else {
  affine.yield %x : i32
}
  scf.reduce
}
scf.yield %x : i32
}
  scf.yield %r40 : i32
}
  scf.yield %r39 : i32
}
  affine.yield %r38 : i32
}
  scf.yield %r37 : i32
}
  scf.yield %r36 : i32
} else {
  scf.yield %x : i32
}
  affine.yield %r35 : i32
} else {
  affine.yield %x : i32
}
  scf.reduce
}
scf.yield %x : i32
}
  scf.yield %r33 : i32
}
  scf.yield %r32 : i32
}
  affine.yield %r31 : i32
}
  scf.yield %r30 : i32
}
  scf.yield %r29 : i32
} else {
  scf.yield %x : i32
}
  affine.yield %r28 : i32
} else {
  affine.yield %x : i32
}
  scf.reduce
}
scf.yield %x : i32
}
  scf.yield %r26 : i32
}
  scf.yield %r25 : i32
}
  affine.yield %r24 : i32
}
  scf.yield %r23 : i32
}
  scf.yield %r22 : i32
} else {
  scf.yield %x : i32
}
  affine.yield %r21 : i32
} else {
  affine.yield %x : i32
}
  scf.reduce
}
scf.yield %x : i32
}
  scf.yield %r19 : i32
}
  scf.yield %r18 : i32
}
  affine.yield %r17 : i32
}
  scf.yield %r16 : i32
}
  scf.yield %r15 : i32
} else {
  scf.yield %x : i32
}
  affine.yield %r14 : i32
} else {
  affine.yield %x : i32
}
  scf.reduce
}
scf.yield %x : i32
}
  scf.yield %r12 : i32
}
  scf.yield %r11 : i32
}
  affine.yield %r10 : i32
}
  scf.yield %r9 : i32
}
  scf.yield %r8 : i32
} else {
  scf.yield %x : i32
}
  affine.yield %r7 : i32
} else {
  affine.yield %x : i32
}
  scf.reduce
}
scf.yield %x : i32
}
  scf.yield %r5 : i32
}
  scf.yield %r4 : i32
}
  affine.yield %r3 : i32
}
  scf.yield %r2 : i32
}
  scf.yield %r1 : i32
} else {
  scf.yield %x : i32
}
return %r0 : i32
}
