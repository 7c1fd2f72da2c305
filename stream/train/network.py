"""A BERT encoder (MiniLM-L6 shape) with a casing embedding and a BIO tagging head, in torch."""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path

import torch
from torch import nn

from stream.recognize.model.encoding import NUM_CASES


@dataclass(frozen=True, slots=True)
class EncoderShape:
    """Sizes of the pretrained encoder."""

    vocab: int = 30522
    hidden: int = 384
    layers: int = 6
    heads: int = 12
    intermediate: int = 1536
    positions: int = 512
    eps: float = 1e-12


class SelfAttention(nn.Module):
    """Multi-head self-attention with an additive padding mask."""

    def __init__(self, shape: EncoderShape):
        super().__init__()
        self.heads = shape.heads
        self.size = shape.hidden // shape.heads
        self.query = nn.Linear(shape.hidden, shape.hidden)
        self.key = nn.Linear(shape.hidden, shape.hidden)
        self.value = nn.Linear(shape.hidden, shape.hidden)
        self.out = nn.Linear(shape.hidden, shape.hidden)
        self.norm = nn.LayerNorm(shape.hidden, eps=shape.eps)
        self.drop = nn.Dropout(0.1)

    def _split(self, x: torch.Tensor) -> torch.Tensor:
        """[B, L, H] -> [B, heads, L, size]."""
        b, n, _ = x.shape
        return x.view(b, n, self.heads, self.size).transpose(1, 2)

    def forward(self, x: torch.Tensor, bias: torch.Tensor) -> torch.Tensor:
        q, k, v = self._split(self.query(x)), self._split(self.key(x)), self._split(self.value(x))
        scores = torch.matmul(q, k.transpose(-1, -2)) / math.sqrt(self.size) + bias
        ctx = torch.matmul(self.drop(torch.softmax(scores, dim=-1)), v)
        b, _, n, _ = ctx.shape
        ctx = ctx.transpose(1, 2).reshape(b, n, self.heads * self.size)
        return self.norm(x + self.drop(self.out(ctx)))


class Layer(nn.Module):
    """One transformer layer: attention then a GELU feed-forward block."""

    def __init__(self, shape: EncoderShape):
        super().__init__()
        self.attention = SelfAttention(shape)
        self.up = nn.Linear(shape.hidden, shape.intermediate)
        self.down = nn.Linear(shape.intermediate, shape.hidden)
        self.norm = nn.LayerNorm(shape.hidden, eps=shape.eps)
        self.drop = nn.Dropout(0.1)

    def forward(self, x: torch.Tensor, bias: torch.Tensor) -> torch.Tensor:
        x = self.attention(x, bias)
        return self.norm(x + self.drop(self.down(nn.functional.gelu(self.up(x)))))


class Tagger(nn.Module):
    """Token classifier: word + position + casing embeddings, encoder layers, linear head."""

    def __init__(self, num_tags: int, shape: EncoderShape = EncoderShape(), use_case: bool = True):
        super().__init__()
        self.use_case = use_case
        self.words = nn.Embedding(shape.vocab, shape.hidden)
        self.positions = nn.Embedding(shape.positions, shape.hidden)
        self.token_type = nn.Parameter(torch.zeros(shape.hidden))
        self.cases = nn.Embedding(NUM_CASES, shape.hidden)
        nn.init.zeros_(self.cases.weight)
        self.norm = nn.LayerNorm(shape.hidden, eps=shape.eps)
        self.drop = nn.Dropout(0.1)
        self.layers = nn.ModuleList(Layer(shape) for _ in range(shape.layers))
        self.head = nn.Linear(shape.hidden, num_tags)

    def forward(
        self, input_ids: torch.Tensor, attention_mask: torch.Tensor, case_ids: torch.Tensor
    ) -> torch.Tensor:
        n = input_ids.shape[1]
        pos = torch.arange(n, device=input_ids.device).unsqueeze(0)
        x = self.words(input_ids) + self.positions(pos) + self.token_type
        if self.use_case:
            x = x + self.cases(case_ids)
        x = self.drop(self.norm(x))
        bias = (1.0 - attention_mask[:, None, None, :].to(x.dtype)) * -10000.0
        for layer in self.layers:
            x = layer(x, bias)
        return self.head(self.drop(x))


_LAYER_MAP = {
    "attention.self.query": "attention.query",
    "attention.self.key": "attention.key",
    "attention.self.value": "attention.value",
    "attention.output.dense": "attention.out",
    "attention.output.LayerNorm": "attention.norm",
    "intermediate.dense": "up",
    "output.dense": "down",
    "output.LayerNorm": "norm",
}


def pretrained_state(path: Path, layers: int) -> dict[str, torch.Tensor]:
    """The embeddings and lowest `layers` layers of a BERT safetensors file, renamed."""
    from safetensors.torch import load_file

    raw = load_file(str(path))
    state = {
        "words.weight": raw["embeddings.word_embeddings.weight"],
        "positions.weight": raw["embeddings.position_embeddings.weight"],
        "token_type": raw["embeddings.token_type_embeddings.weight"][0],
        "norm.weight": raw["embeddings.LayerNorm.weight"],
        "norm.bias": raw["embeddings.LayerNorm.bias"],
    }
    for key, value in raw.items():
        if not key.startswith("encoder.layer."):
            continue
        _, _, index, rest = key.split(".", 3)
        if int(index) >= layers:
            continue
        for src, dst in _LAYER_MAP.items():
            if rest.startswith(src + "."):
                state[f"layers.{index}.{dst}.{rest[len(src) + 1 :]}"] = value
                break
    return state


def pretrained_tagger(
    weights: Path, num_tags: int, layers: int = 6, use_case: bool = True
) -> Tagger:
    """A tagger whose encoder starts from pretrained weights; head and casing start fresh."""
    model = Tagger(num_tags, EncoderShape(layers=layers), use_case=use_case)
    missing, unexpected = model.load_state_dict(pretrained_state(weights, layers), strict=False)
    fresh = {"cases.weight", "head.weight", "head.bias"}
    if set(missing) - fresh or unexpected:
        raise ValueError(
            f"weights do not fit the encoder: missing {sorted(set(missing) - fresh)}, "
            f"unexpected {sorted(unexpected)}"
        )
    return model
