"""The PyTorch peers' optimizer (`hlocert bench`'s TorchPeer, `pair --against torch`,
bench/peer_train.py): timm's parameter groups and torch's optimizer of a variant's family, written
from timm/torch APIs only (DESIGN.md invariant 11); torch is the caller's, passed in. Imports
nothing of hlocert, so the bench and the trainer (one layer) both use it.
"""
from __future__ import annotations


def timm_param_groups(net, opt) -> list[dict]:
    """The parameter groups timm's `create_optimizer_v2` builds: under `+ld{F}` its own
    `param_groups_layer_decay` (each group's `lr_scale` F^(L−1−layer), at least `ldmin`, its layers the model's
    `group_matcher`; the tensors scaled below `ldno` left out, their requires_grad off, as timm does; the
    caller's lr times it, as timm's scheduler sets it); under `+wx` its own
    `param_groups_weight_decay` (no decay where ndim ≤ 1, a name ends in `.bias`, or the model's
    `no_weight_decay()` names it: ViT's pos_embed and cls_token); without, one group that all decays."""
    if opt.layer_decay is not None:
        from timm.optim import param_groups_layer_decay
        named = net.no_weight_decay() if opt.exclude_1d_from_decay and hasattr(net, "no_weight_decay") else ()
        return param_groups_layer_decay(net, opt.weight_decay, no_weight_decay_list=named,
                                        weight_decay_exclude_1d=opt.exclude_1d_from_decay, layer_decay=opt.layer_decay,
                                        min_scale=opt.layer_decay_min, no_opt_scale=opt.layer_decay_no_opt)
    if not opt.exclude_1d_from_decay:
        return [{"params": list(net.parameters())}]
    from timm.optim import param_groups_weight_decay
    named = net.no_weight_decay() if hasattr(net, "no_weight_decay") else ()
    return param_groups_weight_decay(net, opt.weight_decay, no_weight_decay_list=named)


def torch_optimizer(torch, opt, net, lr: float):
    """torch's optimizer of the variant's family and hyper-parameters (its own update formulas) on
    `timm_param_groups`; ValueError for a family with none here."""
    groups = timm_param_groups(net, opt)
    head = opt.HEAD
    if head == "adamw":
        return torch.optim.AdamW(groups, lr=lr, betas=(opt.b1, opt.b2), eps=opt.eps, weight_decay=opt.weight_decay)
    if head == "adam":
        return torch.optim.Adam(groups, lr=lr, betas=(opt.b1, opt.b2), eps=opt.eps, weight_decay=opt.weight_decay)
    if head == "sgd":
        return torch.optim.SGD(groups, lr=lr, momentum=opt.momentum or 0.0, nesterov=opt.nesterov,
                               weight_decay=opt.weight_decay)
    if head == "rmsproptf":
        from timm.optim import RMSpropTF
        return RMSpropTF(groups, lr=lr, alpha=opt.decay, eps=opt.eps, momentum=opt.momentum,
                         weight_decay=opt.weight_decay)
    raise ValueError(f"no torch optimizer for {head!r} here (adamw, adam, sgd and rmsproptf have one)")
