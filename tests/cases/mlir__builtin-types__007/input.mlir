
!alias = tensor<4x4xf32>
!alias2 = !t.thing<!alias>
"t.alias"() : () -> (!alias, !alias2)
